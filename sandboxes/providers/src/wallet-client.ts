import { connectionSecret, signedHeaders } from './signature';

/** The wallet calls of seamless-wallet v1. */
export type WalletCall = 'authenticate' | 'balance' | 'debit' | 'credit' | 'rollback' | 'round-close';

/** What the operator's wallet answered (or that it did not, in time). */
export interface WalletAnswer {
  /** HTTP status, or null when there was no answer (timeout, unreachable, or dropped by a fault). */
  http: number | null;
  status: 'OK' | 'ERROR' | 'NO_ANSWER';
  code?: string;
  message?: string;
  balance?: string;
  currency?: string;
  [field: string]: unknown;
}

/** Aggregators give up on a wallet call after about 3 s (protocol: the debit timeout). */
export const WALLET_TIMEOUT_MS = 3_000;

export interface WalletClientOptions {
  walletUrl: string;
  sandboxKey: string;
  timeoutMs?: number;
}

/** Signs and posts one call to `${walletUrl}/${providerCode}/${call}` with the connection's secret. */
export function createWalletClient({ walletUrl, sandboxKey, timeoutMs = WALLET_TIMEOUT_MS }: WalletClientOptions) {
  return async function call(
    providerCode: string,
    operatorId: string,
    name: WalletCall,
    body: Record<string, unknown>,
  ): Promise<WalletAnswer> {
    const raw = JSON.stringify(body);
    const secret = connectionSecret(sandboxKey, operatorId, providerCode);
    try {
      const response = await fetch(`${walletUrl}/${encodeURIComponent(providerCode)}/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...signedHeaders(operatorId, secret, raw) },
        body: raw,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.text();
      let parsed: Record<string, unknown> = {};
      try {
        parsed = JSON.parse(text) as Record<string, unknown>;
      } catch {
        // Not JSON: an error page between us and the wallet; the status says enough.
      }
      const status = parsed.status === 'OK' || parsed.status === 'ERROR' ? parsed.status : 'ERROR';
      return { ...parsed, http: response.status, status } as WalletAnswer;
    } catch {
      return { http: null, status: 'NO_ANSWER' };
    }
  };
}
export type WalletClient = ReturnType<typeof createWalletClient>;
