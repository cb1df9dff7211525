import type { ProviderConnection } from '../../db/schema/index';
import type { SecretBox } from '../../lib/secret-box';
import { TtlCache } from '../../lib/ttl-cache';
import type { ProviderWalletRepository } from './provider-wallet.repository';
import { sandboxProviderSecret } from './signing';

/** Connections change rarely (an operator's edit); a call may see a change this late. */
const CONNECTION_CACHE_MS = 30_000;

export interface SandboxSettings {
  /** PROVIDERS_SANDBOX_KEY, or undefined where the sandbox is refused (production without PROVIDERS_SANDBOX_ALLOWED). */
  key: string | undefined;
}

/** A connection with its secret opened: what signing and verifying need. */
export interface OpenConnection extends Omit<ProviderConnection, 'secretSealed'> {
  /** Undefined when the connection cannot sign: a sandbox without key, or no stored secret. */
  secret: string | undefined;
}

/**
 * The merchant's connections to providers, found by the provider's operator id (wallet calls) or by
 * the merchant (launches), with their secrets: derived for `sandbox`, unsealed for `seamless-v1`.
 */
export function createConnections(repository: ProviderWalletRepository, box: SecretBox, sandbox: SandboxSettings) {
  const byOperator = new TtlCache<OpenConnection | undefined>(CONNECTION_CACHE_MS, { maxEntries: 2000 });
  const byMerchant = new TtlCache<OpenConnection | undefined>(CONNECTION_CACHE_MS, { maxEntries: 2000 });
  const providerCodes = new TtlCache<Set<string>>(CONNECTION_CACHE_MS, { maxEntries: 1 });

  function open(row: ProviderConnection | undefined): OpenConnection | undefined {
    if (!row) return undefined;
    const { secretSealed, ...rest } = row;
    if (row.adapter === 'sandbox') {
      return { ...rest, secret: sandbox.key && sandboxProviderSecret(sandbox.key, row.operatorId, row.providerCode) };
    }
    return { ...rest, secret: secretSealed ? box.open(secretSealed) : undefined };
  }

  return {
    /** Whether any merchant has a connection to this provider (else its path is unknown). */
    async knownProvider(providerCode: string): Promise<boolean> {
      const codes = await providerCodes.get('all', async () => new Set(await repository.providerCodes()));
      return codes.has(providerCode);
    },

    byOperator(providerCode: string, operatorId: string): Promise<OpenConnection | undefined> {
      return byOperator.get(`${providerCode}\n${operatorId}`, async () =>
        open(await repository.connectionByOperator(providerCode, operatorId)),
      );
    },

    /**
     * The merchant's enabled connection to a provider (a launch goes through it). A sandbox connection
     * without PROVIDERS_SANDBOX_KEY (or where the sandbox is refused) counts as none: its games keep the demo page.
     */
    async enabledFor(merchantCode: string, providerCode: string): Promise<OpenConnection | undefined> {
      const found = await byMerchant.get(`${merchantCode}\n${providerCode}`, async () =>
        open(await repository.connectionOf(merchantCode, providerCode)),
      );
      return found?.enabled && (found.adapter !== 'sandbox' || found.secret) ? found : undefined;
    },

    open,

    /** After an operator's write: this instance reads the connections afresh (others within CONNECTION_CACHE_MS). */
    clear(): void {
      byOperator.clear();
      byMerchant.clear();
      providerCodes.clear();
    },
  };
}
export type Connections = ReturnType<typeof createConnections>;
