// @vitest-environment happy-dom
// Its own file: the member heart's lazy chunk must not be loaded yet when the test taps.
import { afterEach, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { API_PATHS } from '@lobby/contract/core';
import { resetAccounts, signIn } from '../../../test/accounts';
import { makeGame } from '../../../test/fixtures';
import { renderAt, stubApi } from '../../../test/render';
import { GameCard } from './game-card';

afterEach(() => resetAccounts());

it("keeps a member's tap made while the heart is still loading, and plays it once", async () => {
  signIn();
  const ids: string[] = [];
  const api = stubApi({
    [API_PATHS.favouriteIds]: () => ids,
    [`POST ${API_PATHS.favourites}`]: () => {
      ids.push('31');
      return { done: true };
    },
  });
  renderAt(<GameCard game={makeGame({ nodeId: '31', gameName: 'Early Bird' })} />, '/m/slot-games');
  fireEvent.click(screen.getByRole('button', { name: 'Add to favourites' }));
  await waitFor(() => expect(api.sent(API_PATHS.favourites)).toHaveLength(1));
  expect(api.sent(API_PATHS.favourites)[0]?.body).toMatchObject({ nodeId: '31' });
  expect(await screen.findByRole('button', { name: 'Remove from favourites' })).toBeTruthy();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(api.sent(API_PATHS.favourites)).toHaveLength(1);
});
