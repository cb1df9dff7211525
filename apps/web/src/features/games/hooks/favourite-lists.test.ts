import { describe, expect, it } from 'vitest';
import type { InfiniteData } from '@tanstack/react-query';
import type { FavouritesPage } from '@lobby/contract/member-games';
import { makeGame } from '../../../test/fixtures';
import { withFavourite } from './favourite-lists';

const a = makeGame({ nodeId: 'a', gameType: 'RNG', vassalage: 'PG' });
const b = makeGame({ nodeId: 'b', gameType: 'RNG', vassalage: 'JL' });
const live = makeGame({ nodeId: 'l', gameType: 'LIVE', vassalage: 'EVO' });

function lists(...pages: FavouritesPage['content'][]): InfiniteData<FavouritesPage> {
  return {
    pages: pages.map((content, index) => ({ content, pageNum: index + 1, totalPages: pages.length })),
    pageParams: pages.map((_, index) => index + 1),
  };
}

const ids = (data: InfiniteData<FavouritesPage>) => data.pages.map((page) => page.content.map((game) => game.nodeId));

describe('withFavourite', () => {
  it('takes a removed game off every page', () => {
    expect(ids(withFavourite(lists([a, b], [live]), b, false, { pageSize: 16 }))).toEqual([['a'], ['l']]);
  });

  it('puts an added game first in a list it fits, once', () => {
    expect(ids(withFavourite(lists([b], [live]), a, true, { pageSize: 16 }))).toEqual([['a', 'b'], ['l']]);
    expect(ids(withFavourite(lists([a, b]), a, true, { pageSize: 16 }))).toEqual([['a', 'b']]);
  });

  it('leaves a list of another game type or provider as it is', () => {
    expect(ids(withFavourite(lists([live]), a, true, { gameType: 'LIVE', pageSize: 200 }))).toEqual([['l']]);
    expect(ids(withFavourite(lists([b]), a, true, { gameType: 'RNG', vendor: 'JL', pageSize: 200 }))).toEqual([['b']]);
  });
});
