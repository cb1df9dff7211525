import { DEMO_PROVIDER_PATH, INHOUSE_GAMES_PREFIX } from '@lobby/contract/core';
import type { LaunchMode } from '@lobby/contract/inhouse';
import type { PlayableGame } from './play.repository';

export interface LaunchContext {
  game: PlayableGame;
  mode: LaunchMode;
  /** The launch ticket the game page plays with (secret; only its hash is stored). */
  ticket: string;
  language: string;
}

/**
 * A game provider as the lobby sees it. `seamless` providers debit and credit our wallet round by
 * round through callbacks (the in-house rounds API is ours); `transfer` providers would move a
 * balance in on launch and back on exit. Adding a provider is adding one of these.
 */
export interface ProviderAdapter {
  readonly name: 'inhouse' | 'demo';
  readonly wallet: 'seamless' | 'transfer';
  handles(game: PlayableGame): boolean;
  launchUrl(context: LaunchContext): string;
}

/** Our own games: a page of the in-house games app; rounds come back to /api/v1/inhouse/rounds. */
export const inhouseAdapter: ProviderAdapter = {
  name: 'inhouse',
  wallet: 'seamless',
  handles: (game) => game.engine !== null,
  // The ticket rides in the fragment: never sent to a server, never in a Referer.
  launchUrl: ({ ticket, language }) =>
    `${INHOUSE_GAMES_PREFIX}/#${new URLSearchParams({ ticket, language }).toString()}`,
};

/** Every external catalogue game: a demo page of ours naming the game the provider would start. */
export const demoAdapter: ProviderAdapter = {
  name: 'demo',
  wallet: 'transfer',
  handles: () => true,
  launchUrl: ({ ticket, language }) => `${DEMO_PROVIDER_PATH}?${new URLSearchParams({ ticket, language }).toString()}`,
};

const ADAPTERS: readonly ProviderAdapter[] = [inhouseAdapter, demoAdapter];

export function adapterFor(game: PlayableGame): ProviderAdapter {
  return ADAPTERS.find((adapter) => adapter.handles(game)) ?? demoAdapter;
}
