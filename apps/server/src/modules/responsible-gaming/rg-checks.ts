import { formatAmount, parseAmount } from '@lobby/contract/cashier';
import { RG_PERIODS } from '@lobby/contract/responsible-gaming';
import type { SQL } from 'drizzle-orm';
import type { MerchantSettings } from '../../db/schema/index';
import type { Tx } from '../../db/transaction';
import { ApiError } from '../../lib/envelope';
import type { AuthContext } from '../auth/sessions.service';
import type { Merchant } from '../site/merchant-directory';
import { effective, periodStarts, zoneOf } from './rg-rules';
import { governing, loginBlocked, loginRefusal, refusal } from './rg-status';
import { currencyOf, findLimit, groupOf, SESSION } from './rg-views';
import type { ResponsibleGamingRepository } from './responsible-gaming.repository';

/** What a bet path knows of the bet: the ticket it comes with. */
export interface BetContext {
  ticketId: number;
  merchantCode: string;
  memberId: number;
  mode: 'real' | 'free';
}

interface Deps {
  repository: ResponsibleGamingRepository;
  clock: { now: () => Date };
  merchantOf: (code: string) => Promise<Merchant | undefined>;
}

/**
 * The checks the login, deposit, launch, bet and claim paths call, one call each. A refusal is an
 * ApiError with its own code (rg.*); nothing is written.
 *
 * A bet or deposit check given the path's transaction reads on it, and before it sums the period's
 * usage it locks the member's wallet row: two bets (or orders) of one member are then counted one
 * after the other, so racing bets cannot pass a limit together. A member without money limits is not
 * locked and costs the same two reads as without a transaction. Inside a transaction nothing may
 * read outside it (PGlite runs one transaction at a time): the merchant's settings come from the
 * site's directory, which the request's merchant hook has already loaded.
 */
export function createRgChecks({ repository, clock, merchantOf }: Deps) {
  /** The bet and login paths know only the merchant's code: the site's cached directory answers. */
  async function settingsOf(merchantCode: string): Promise<MerchantSettings> {
    const merchant = await merchantOf(merchantCode);
    if (!merchant) throw new ApiError('system.error');
    return merchant.settings;
  }

  /** Refuse while a time-out or self-exclusion is in force (play, deposits, claims). */
  async function checkOpen(memberId: number, settings: MerchantSettings, now: Date, tx?: Tx) {
    const row = governing(await repository.inForce(memberId, groupOf(settings), now, tx));
    if (row) throw refusal(row);
  }

  /** Refuse play past a loss, wager or session limit; `stakeMinor` is the bet about to be placed (0 at launch). */
  async function checkLimits(
    member: { memberId: number; merchantCode: string },
    settings: MerchantSettings,
    session: { sessionId: number } | { ticketId: number },
    stakeMinor: number,
    now: Date,
    tx?: Tx,
  ) {
    const { memberId } = member;
    const rows = await repository.limits(memberId, tx);
    const sessionLimit = effective(findLimit(rows, SESSION.kind, SESSION.period), now).amount;
    if (sessionLimit !== null) {
      const started = await repository.sessionStart(session, tx);
      if (started && now.getTime() - started.getTime() >= sessionLimit * 60_000) throw new ApiError('rg.session.limit');
    }
    const money = rows.filter((row) => row.kind === 'loss' || row.kind === 'wager');
    if (!money.some((row) => effective(row, now).amount !== null)) return;
    if (tx) await repository.lockMember(tx, member.merchantCode, memberId);
    const usage = await repository.usage(memberId, periodStarts(now, zoneOf(settings.timeZone)), tx, 'play');
    for (const kind of ['loss', 'wager'] as const) {
      for (const period of RG_PERIODS) {
        const limit = effective(findLimit(rows, kind, period), now).amount;
        // At launch (no stake) a limit already reached refuses; a bet must fit whole under it.
        if (limit !== null && usage[kind][period] + stakeMinor > limit - (stakeMinor === 0 ? 1 : 0)) {
          throw new ApiError(kind === 'loss' ? 'rg.loss.limit' : 'rg.wager.limit');
        }
      }
    }
  }

  return {
    /** Login: a self-excluded member (here or, in a group, elsewhere) is refused with the end date. */
    async admitLogin(member: { id: number; merchantCode: string }): Promise<void> {
      const now = clock.now();
      const settings = await settingsOf(member.merchantCode);
      const rows = await repository.inForce(member.id, groupOf(settings), now);
      const row = rows.find((r) => loginBlocked(r, now));
      if (row) throw loginRefusal(row);
    },

    /** A deposit order: refused during a time-out or exclusion, or over any deposit limit. */
    async checkDeposit(merchant: Merchant, member: AuthContext, amount: string, tx?: Tx): Promise<void> {
      const now = clock.now();
      await checkOpen(member.memberId, merchant.settings, now, tx);
      const currency = currencyOf(merchant.settings);
      const parsed = parseAmount(amount, currency);
      if ('problem' in parsed) return; // the cashier refuses the amount itself
      const rows = (await repository.limits(member.memberId, tx)).filter((row) => row.kind === 'deposit');
      if (!rows.some((row) => effective(row, now).amount !== null)) return;
      if (tx) await repository.lockMember(tx, merchant.code, member.memberId);
      const starts = periodStarts(now, zoneOf(merchant.settings.timeZone));
      const usage = await repository.usage(member.memberId, starts, tx, 'deposits');
      for (const period of RG_PERIODS) {
        const limit = effective(findLimit(rows, 'deposit', period), now).amount;
        if (limit !== null && usage.deposit[period] + parsed.minor > limit) {
          const left = formatAmount(Math.max(0, limit - usage.deposit[period]), currency);
          throw new ApiError(
            'rg.deposit.limit',
            `This deposit would go over your ${period}ly limit: ${left} left.`,
            'amount',
          );
        }
      }
    },

    /** A game launch (any mode) during a time-out or exclusion; real play past a limit. */
    async checkLaunch(merchant: Merchant, member: AuthContext, mode: 'real' | 'free'): Promise<void> {
      const now = clock.now();
      await checkOpen(member.memberId, merchant.settings, now);
      if (mode === 'real') await checkLimits(member, merchant.settings, { sessionId: member.sessionId }, 0, now);
    },

    /** A bet, from any bet path (in-house rounds, a provider's wallet), inside the bet's transaction. */
    async checkBet(bet: BetContext, stakeMinor: number, tx?: Tx): Promise<void> {
      const now = clock.now();
      const settings = await settingsOf(bet.merchantCode);
      await checkOpen(bet.memberId, settings, now, tx);
      if (bet.mode === 'real') await checkLimits(bet, settings, { ticketId: bet.ticketId }, stakeMinor, now, tx);
    },

    /**
     * The bet check's gate, as an SQL condition a bet path reads under the member's lock in its own statement:
     * false means the member has no limit and no exclusion in force, so checkBet would pass without reading
     * more. True: the path runs checkBet on its transaction.
     */
    async betCheckNeeded(bet: BetContext): Promise<SQL> {
      const settings = await settingsOf(bet.merchantCode);
      return repository.betCheckNeeded(bet.memberId, groupOf(settings), clock.now());
    },

    /** A promotion join or reward claim during a time-out or exclusion. */
    async checkClaim(merchant: Merchant, member: AuthContext): Promise<void> {
      await checkOpen(member.memberId, merchant.settings, clock.now());
    },
  };
}
