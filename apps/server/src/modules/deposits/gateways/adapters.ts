import type { GatewayConfig } from '../../../db/schema/index';
import { GatewayUnavailable, type GatewayAdapter } from './gateway';
import { createSignedHttpAdapter } from './signed-http';
import { sandboxSecret } from './signing';

export interface SandboxSettings {
  /** PAYMENTS_SANDBOX_URL */
  url: string;
  /** PAYMENTS_SANDBOX_KEY; unset: sandbox channels cannot take payments. */
  key: string | undefined;
}

/**
 * The adapter of a gateway channel. `sandbox` speaks the same protocol to our sandbox gateway, as
 * the account named after the merchant with the secret derived from the sandbox key; `signed-http`
 * uses the channel's own URL, account and secret.
 */
export function adapterFor(
  merchantCode: string,
  config: GatewayConfig | null,
  sandbox: SandboxSettings,
): GatewayAdapter {
  if (config?.adapter === 'sandbox') {
    if (!sandbox.key) throw new GatewayUnavailable('PAYMENTS_SANDBOX_KEY is not set');
    return createSignedHttpAdapter({
      url: sandbox.url,
      accountId: merchantCode,
      secret: sandboxSecret(sandbox.key, merchantCode),
    });
  }
  if (config?.adapter === 'signed-http' && config.url && config.accountId && config.secret) {
    return createSignedHttpAdapter({ url: config.url, accountId: config.accountId, secret: config.secret });
  }
  throw new GatewayUnavailable('the channel has no usable gateway settings');
}
