// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS } from '@lobby/contract/core';
import type { Game } from '@lobby/contract/games';
import { resetAccounts, signIn } from '../../../test/accounts';
import { makeGame } from '../../../test/fixtures';
import { failure, renderAt, stubApi, type SentRequest } from '../../../test/render';
import { GameCard } from './game-card';
import { MemberGameResults } from './member-game-results';

const tiger = makeGame({ nodeId: '11', gameName: 'Fortune Tiger', vassalage: 'PG' });
const ox = makeGame({ nodeId: '12', gameName: 'Fortune Ox', vassalage: 'PG' });

/** The favourites API; add and remove reach it only when `release` is called. */
function favouritesApi(options: { ids?: string[]; list?: Game[]; fail?: boolean } = {}) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const ids = new Set(options.ids);
  const answer = (change: (nodeId: string) => unknown) => (_url: URL, request: SentRequest) => {
    if (options.fail) return failure('system.error', 500);
    change((request.body as { nodeId: string }).nodeId);
    return { done: true };
  };
  const api = stubApi({
    [API_PATHS.favouriteIds]: () => [...ids],
    [`GET ${API_PATHS.favourites}`]: () => ({ content: options.list ?? [], pageNum: 1, totalPages: 1 }),
    [`POST ${API_PATHS.favourites}`]: answer((nodeId) => ids.add(nodeId)),
    [`DELETE ${API_PATHS.favourites}`]: answer((nodeId) => ids.delete(nodeId)),
  });
  const respond = api.fetchMock.getMockImplementation()!;
  api.fetchMock.mockImplementation(async (input, init) => {
    if (init?.method === 'POST' || init?.method === 'DELETE') await held;
    return respond(input, init);
  });
  return { ...api, release: () => release() };
}

const heartOf = async (name: string) =>
  within(await screen.findByRole('article', { name })).findByRole('button', { name: /favourites$/ });

afterEach(() => resetAccounts());

describe('the favourite heart for a member', () => {
  it('shows a favourite as pressed', async () => {
    signIn();
    favouritesApi({ ids: ['11'] });
    renderAt(<GameCard game={tiger} />, '/m/slot-games');
    await waitFor(async () => expect((await heartOf('Fortune Tiger')).getAttribute('aria-pressed')).toBe('true'));
    expect((await heartOf('Fortune Tiger')).getAttribute('aria-label')).toBe('Remove from favourites');
  });

  it('adds at once, before the server answers, and sends node id and vendor with the token', async () => {
    const user = userEvent.setup();
    signIn({ token: 'tok-7' });
    const api = favouritesApi();
    renderAt(<GameCard game={tiger} />, '/m/slot-games');
    await waitFor(() => expect(api.sent(API_PATHS.favouriteIds)).toHaveLength(1));
    await user.click(await screen.findByRole('button', { name: 'Add to favourites' }));
    const heart = screen.getByRole('button', { name: 'Remove from favourites' });
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    api.release();
    await waitFor(() => expect(api.sent(API_PATHS.favourites)).toHaveLength(1));
    const [request] = api.sent(API_PATHS.favourites);
    expect(request?.method).toBe('POST');
    expect(request?.body).toEqual({ nodeId: '11', vendor: 'PG' });
    expect(request?.headers.get('Authorization')).toBe('Bearer tok-7');
    await waitFor(() => expect(api.sent(API_PATHS.favouriteIds)).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Remove from favourites' })).toBeTruthy();
  });

  it('puts the heart back and says so when the call fails', async () => {
    const user = userEvent.setup();
    signIn();
    const api = favouritesApi({ ids: ['11'], fail: true });
    renderAt(<GameCard game={tiger} />, '/m/slot-games');
    await user.click(await screen.findByRole('button', { name: 'Remove from favourites' }));
    expect(screen.getByRole('button', { name: 'Add to favourites' })).toBeTruthy();
    api.release();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your favourites could not be updated. Please try again.',
    );
    expect(api.sent(API_PATHS.favourites)[0]?.method).toBe('DELETE');
    expect(screen.getByRole('button', { name: 'Remove from favourites' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('takes a removed game out of a loaded favourites list without loading it again', async () => {
    const user = userEvent.setup();
    signIn();
    const api = favouritesApi({ ids: ['11', '12'], list: [tiger, ox] });
    renderAt(<MemberGameResults dataType="fav" label="Favourites" />, '/m/fav-games');
    expect(await screen.findByRole('list', { name: 'Favourites' })).toBeTruthy();
    await user.click(await heartOf('Fortune Tiger'));
    api.release();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Fortune Tiger' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Fortune Ox' })).toBeTruthy();
    expect(api.sent(API_PATHS.favourites).filter((request) => request.method === 'GET')).toHaveLength(1);
  });

  it('brings a game back into the list when its removal fails', async () => {
    const user = userEvent.setup();
    signIn();
    const api = favouritesApi({ ids: ['11', '12'], list: [tiger, ox], fail: true });
    renderAt(<MemberGameResults dataType="fav" label="Favourites" />, '/m/fav-games');
    await user.click(await heartOf('Fortune Tiger'));
    // Gone before the server answers: the list renders its data deferred, a moment after the click.
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Fortune Tiger' })).toBeNull());
    api.release();
    expect(await screen.findByRole('article', { name: 'Fortune Tiger' })).toBeTruthy();
  });
});
