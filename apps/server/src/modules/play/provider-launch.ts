import {
  PROVIDER_LAUNCH_TIMEOUT_MS,
  providerLaunchAnswerSchema,
  type ProviderLaunchRequest,
} from '@lobby/contract/provider-wallet';
import { providerHeaders } from '../provider-wallet/signing';
import type { LaunchContext } from './adapters';

/** What a launch needs of a provider connection. */
export interface ProviderConnectionForLaunch {
  providerCode: string;
  adapter: 'sandbox' | 'seamless-v1';
  baseUrl: string;
  operatorId: string;
  secret: string | undefined;
}

/** The provider did not give a usable game URL in time. */
export class ProviderUnavailable extends Error {}

/**
 * POST {baseUrl}/launch, signed with the connection's secret, 3 s at most: the provider answers the
 * absolute URL of the game page our game shell frames.
 */
export async function launchAtProvider(
  connection: ProviderConnectionForLaunch,
  context: LaunchContext,
): Promise<string> {
  if (!connection.secret) throw new ProviderUnavailable(`${connection.providerCode}: the connection has no secret`);
  const request: ProviderLaunchRequest = {
    token: context.ticket,
    playerId: context.player.playerId,
    username: context.player.username,
    gameCode: context.game.nodeId,
    currency: context.player.currency,
    language: context.language,
    mode: context.mode,
    lobbyUrl: `${context.origin}/m/home`,
    cashierUrl: `${context.origin}/m/voucherCenter`,
  };
  const raw = JSON.stringify(request);
  let response: Response;
  try {
    response = await fetch(`${connection.baseUrl.replace(/\/+$/, '')}/launch`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...providerHeaders(connection.operatorId, connection.secret, raw),
      },
      body: raw,
      signal: AbortSignal.timeout(PROVIDER_LAUNCH_TIMEOUT_MS),
    });
  } catch (failure) {
    throw new ProviderUnavailable(`${connection.providerCode}: launch failed: ${(failure as Error).message}`);
  }
  if (response.status !== 200)
    throw new ProviderUnavailable(`${connection.providerCode}: launch answered ${response.status}`);
  const parsed = providerLaunchAnswerSchema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success || !/^https?:$/.test(new URL(parsed.data.url).protocol)) {
    throw new ProviderUnavailable(`${connection.providerCode}: launch answered no usable URL`);
  }
  return parsed.data.url;
}
