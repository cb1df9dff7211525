import { DEMO_PROVIDER_PATH, INHOUSE_GAMES_PREFIX } from '@lobby/contract/core';
import type { LaunchMode } from '@lobby/contract/inhouse';
import type { ProviderConnectionForLaunch } from './provider-launch';
import { launchAtProvider } from './provider-launch';
import type { PlayableGame } from './play.repository';

export interface LaunchContext {
  game: PlayableGame;
  mode: LaunchMode;
  /** The launch ticket the game page plays with (secret; only its hash is stored). */
  ticket: string;
  language: string;
  /** The player as an external provider learns it. */
  player: { playerId: string; username: string; currency: string };
  /** The site's origin the member launched from (the provider's lobby and cashier links go back there). */
  origin: string;
}

/**
 * A game provider as the lobby sees it. `seamless` providers debit and credit our wallet round by
 * round through callbacks (the in-house rounds API is ours; external providers call /api/provider);
 * `transfer` providers would move a balance in on launch and back on exit. Adding a provider is adding one of these.
 */
export interface ProviderAdapter {
  /** What the launch answer and the ticket say: the provider's own page, ours, or the demo page. */
  readonly name: 'inhouse' | 'demo' | 'provider';
  readonly wallet: 'seamless' | 'transfer';
  launchUrl(context: LaunchContext): string | Promise<string>;
}

/** Our own games: a page of the in-house games app; rounds come back to /api/v1/inhouse/rounds. */
export const inhouseAdapter: ProviderAdapter = {
  name: 'inhouse',
  wallet: 'seamless',
  // The ticket rides in the fragment: never sent to a server, never in a Referer.
  launchUrl: ({ ticket, language }) =>
    `${INHOUSE_GAMES_PREFIX}/#${new URLSearchParams({ ticket, language }).toString()}`,
};

/** An external game of a provider with no connection: a demo page of ours naming the game it would start. */
export const demoAdapter: ProviderAdapter = {
  name: 'demo',
  wallet: 'transfer',
  launchUrl: ({ ticket, language }) => `${DEMO_PROVIDER_PATH}?${new URLSearchParams({ ticket, language }).toString()}`,
};

/**
 * An external game of a provider the merchant has an enabled connection to (adapter `sandbox` or
 * `seamless-v1`, docs/provider-wallet.md): the provider answers the game's URL to a signed launch call.
 */
export function seamlessAdapter(connection: ProviderConnectionForLaunch): ProviderAdapter {
  return {
    name: 'provider',
    wallet: 'seamless',
    launchUrl: (context) => launchAtProvider(connection, context),
  };
}

export function adapterFor(game: PlayableGame, connection: ProviderConnectionForLaunch | undefined): ProviderAdapter {
  if (game.engine !== null) return inhouseAdapter;
  return connection ? seamlessAdapter(connection) : demoAdapter;
}
