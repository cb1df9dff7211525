// @vitest-environment happy-dom
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SEARCH_DEBOUNCE_MS } from '@lobby/contract/core';
import { makeGame, makePage } from '../../../test/fixtures';
import { renderWithApp, stubApi } from '../../../test/render';
import { SearchPanel } from './search-panel';

const hot = [
  makeGame({ nodeId: '1', gameName: 'Fortune Tiger' }),
  makeGame({ nodeId: '2', gameName: 'Sweet Bonanza' }),
];

function Harness({ gameType }: { gameType?: 'RNG' | 'LOTT' }) {
  const [term, setTerm] = useState('');
  return <SearchPanel gameType={gameType} term={term} onTermChange={setTerm} />;
}

function api() {
  return stubApi({
    '/api/v1/games/hot': () => ({ list: hot }),
    '/api/v1/games': (url) => {
      const name = url.searchParams.get('gameName') ?? '';
      const found = [
        makeGame({ nodeId: '7', gameName: 'Dragon Hatch' }),
        makeGame({ nodeId: '8', gameName: 'Dragon Legend' }),
      ].filter((game) => game.gameName.toLowerCase().includes(name.toLowerCase()));
      return makePage(found, 1, name === 'dragon' ? 2 : 1);
    },
  });
}

const searches = (calls: URL[]) =>
  calls.filter((url) => url.pathname === '/api/v1/games').map((url) => url.searchParams.get('gameName'));

describe('SearchPanel', () => {
  it('recommends hot games while the box is empty', async () => {
    api();
    renderWithApp(<Harness />);
    const recommended = await screen.findByRole('region', { name: 'Recommended for you' });
    expect(await within(recommended).findByRole('button', { name: 'Play Fortune Tiger' })).toBeTruthy();
  });

  it('searches 500 ms after typing stops, with the trimmed name', async () => {
    const user = userEvent.setup();
    const { calls } = api();
    renderWithApp(<Harness />);
    await user.type(screen.getByRole('searchbox', { name: 'Search games' }), ' dragon ');
    expect(searches(calls)).toEqual([]);
    await waitFor(() => expect(searches(calls)).toEqual(['dragon']), { timeout: SEARCH_DEBOUNCE_MS * 3 });
    const results = await screen.findByRole('region', { name: 'Results' });
    expect(await within(results).findByRole('button', { name: 'Play Dragon Hatch' })).toBeTruthy();
    expect(within(results).getByRole('button', { name: 'Load more' })).toBeTruthy();
  });

  it('searches at once on Enter and says when nothing matches', async () => {
    const user = userEvent.setup();
    const { calls } = api();
    renderWithApp(<Harness />);
    await user.type(screen.getByRole('searchbox', { name: 'Search games' }), 'zzz{Enter}');
    expect(searches(calls)).toEqual(['zzz']);
    expect(await screen.findByText('No games found')).toBeTruthy();
  });

  it('has no search for lottery games', () => {
    api();
    renderWithApp(<Harness gameType="LOTT" />);
    expect(screen.getByText('Search is not available for lottery games.')).toBeTruthy();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });
});
