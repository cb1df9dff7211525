import type { Wallet } from '@lobby/contract/wallet';
import { formatMinor } from '@lobby/contract/games';
import { ApiError } from '../../lib/envelope';
import type { AuthContext } from '../auth/sessions.service';
import { InsufficientBalance, type LedgerChange, type WalletRepository } from './wallet.repository';

export const toWallet = (balanceMinor: number): Wallet => ({ sumBalance: formatMinor(balanceMinor), balanceMinor });

/** The member wallet: every change is a ledger row, the balance never goes below zero. */
export function createWalletService(repository: WalletRepository) {
  return {
    repository,
    async wallet(member: AuthContext): Promise<Wallet> {
      return toWallet(await repository.balance(member.memberId));
    },
    /** Apply a change once per reference; refused (409) when the balance would go below zero. */
    async apply(change: LedgerChange): Promise<{ wallet: Wallet; applied: boolean }> {
      try {
        const { balanceMinor, applied } = await repository.apply(change);
        return { wallet: toWallet(balanceMinor), applied };
      } catch (error) {
        if (error instanceof InsufficientBalance) throw new ApiError('wallet.insufficient');
        throw error;
      }
    },
  };
}
export type WalletService = ReturnType<typeof createWalletService>;
