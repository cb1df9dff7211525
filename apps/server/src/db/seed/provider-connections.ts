import type { Db } from '../client';
import { providerConnections } from '../schema/index';
import type { MerchantSeed } from './merchants-data';

/** Where the provider simulator listens when the seed is not told (PROVIDERS_SANDBOX_URL's default). */
export const DEFAULT_PROVIDERS_SANDBOX_URL = 'http://127.0.0.1:3028';

/**
 * One connection per external provider of the merchant (every provider but our own studio), all on
 * the provider simulator through the `sandbox` adapter: the secret derives from PROVIDERS_SANDBOX_KEY,
 * so nothing is stored. A connection an operator already has is kept as it is.
 */
export async function seedProviderConnections(
  db: Db,
  merchant: MerchantSeed,
  sandboxUrl = DEFAULT_PROVIDERS_SANDBOX_URL,
): Promise<void> {
  const base = sandboxUrl.replace(/\/+$/, '');
  const rows = merchant.providers
    .filter((provider) => !provider.inHouse)
    .map((provider) => ({
      merchantCode: merchant.row.code,
      providerCode: provider.vassalage,
      adapter: 'sandbox' as const,
      baseUrl: `${base}/p/${provider.vassalage}`,
      operatorId: merchant.row.code,
      openRoundTimeoutSeconds: 600,
      // Live and sports providers keep their rounds; the sandbox answers round-status for every one.
      reconciliation: 'status' as const,
    }));
  if (rows.length > 0) await db.insert(providerConnections).values(rows).onConflictDoNothing();
}
