import { describe, expect, it } from 'vitest';
import { MAX_VASSALAGE_LIST, PAGE_SIZE } from '@lobby/contract/core';
import { COCKFIGHT_VENDORS, ESPORTS_VENDORS, presetFor } from '@lobby/contract/games';
import { makeGame, makeVendor } from '../../test/fixtures';
import {
  activeTab,
  filterHotGames,
  readFilters,
  toGameListParams,
  vendorsFor,
  writeFilters,
  type GameFilters,
} from './filters';

const none: GameFilters = { vassalage: '', gameClassify: '', dataType: 'all', gameName: '', sort: 'popular' };

describe('URL filters', () => {
  it('reads known values and ignores unknown ones', () => {
    const filters = readFilters(
      new URLSearchParams('vassalage=PG&gameClassify=FeatureBuy&dataType=new&gameName=%20dragon%20&sort=rtp'),
    );
    expect(filters).toEqual({
      vassalage: 'PG',
      gameClassify: 'FeatureBuy',
      dataType: 'new',
      gameName: 'dragon',
      sort: 'rtp',
    });
    expect(readFilters(new URLSearchParams('gameClassify=Nope&dataType=weird&sort=RTP'))).toEqual(none);
  });

  it('writes changes, dropping empty values and the default data type, keeping other parameters', () => {
    const next = writeFilters(new URLSearchParams('category=RNG&vassalage=PG&dataType=new'), {
      vassalage: '',
      dataType: 'all',
      gameClassify: 'JP',
    });
    expect(next.toString()).toBe('category=RNG&gameClassify=JP');
  });

  it('keeps a chosen sort in the URL and leaves the default (popular) out', () => {
    expect(writeFilters(new URLSearchParams(), { sort: 'name' }).toString()).toBe('sort=name');
    expect(writeFilters(new URLSearchParams('sort=name'), { sort: 'popular' }).toString()).toBe('');
    expect(toGameListParams(presetFor('RNG'), { ...none, sort: 'newest' }, 36).sort).toBe('newest');
    expect(toGameListParams(presetFor('RNG'), none, 36).sort).toBeUndefined();
  });
});

describe('game list query', () => {
  it('sends the preset: BINGO is RNG with classification BG', () => {
    expect(toGameListParams(presetFor('BINGO'), none, PAGE_SIZE.providerList)).toEqual({
      gameType: 'RNG',
      vassalage: undefined,
      gameClassify: 'BG',
      gameName: undefined,
      isNew: undefined,
      pageSize: 36,
    });
  });

  it('limits e-sports to its providers unless one is chosen', () => {
    expect(toGameListParams(presetFor('ESPORTS'), none, 36).vassalage).toBe(ESPORTS_VENDORS.join(','));
    expect(toGameListParams(presetFor('ESPORTS'), { ...none, vassalage: 'TF' }, 36).vassalage).toBe('TF');
  });

  it('sends the new flag for the new tab and the NEW preset, and the name search', () => {
    expect(toGameListParams(presetFor('RNG'), { ...none, dataType: 'new' }, 36).isNew).toBe(true);
    expect(toGameListParams(presetFor('NEW'), none, 36).isNew).toBe(true);
    expect(toGameListParams(presetFor('RNG'), { ...none, gameName: 'gold' }, 36).gameName).toBe('gold');
  });

  it('lets a chosen classification override the preset one', () => {
    expect(toGameListParams(presetFor('JACKPOT'), { ...none, gameClassify: 'Megaways' }, 36).gameClassify).toBe(
      'Megaways',
    );
  });

  it('does not send a provider list longer than the API accepts', () => {
    const vendors = Array.from({ length: MAX_VASSALAGE_LIST + 1 }, (_, i) => `V${i}`);
    expect(toGameListParams({ gameType: 'SPORTS', vendors }, none, 36).vassalage).toBeUndefined();
  });
});

describe('hot tab', () => {
  const hot = [
    makeGame({ nodeId: '1', gameName: 'Gates of Olympus', vassalage: 'PP' }),
    makeGame({ nodeId: '2', gameName: 'Golden Empire', vassalage: 'JL', gameClassifyNew: ['JP'] }),
    makeGame({ nodeId: '3', gameName: 'Crazy Time', vassalage: 'EVO', gameType: 'LIVE' }),
  ];

  it('keeps the list game type only', () => {
    expect(filterHotGames(hot, presetFor('RNG'), none).map((g) => g.nodeId)).toEqual(['1', '2']);
  });

  it('filters by chosen provider, preset provider, classification and name (case-insensitive)', () => {
    expect(filterHotGames(hot, presetFor('RNG'), { ...none, vassalage: 'JL' }).map((g) => g.nodeId)).toEqual(['2']);
    expect(filterHotGames(hot, presetFor('JL'), none).map((g) => g.nodeId)).toEqual(['2']);
    expect(filterHotGames(hot, presetFor('JACKPOT'), none).map((g) => g.nodeId)).toEqual(['2']);
    expect(filterHotGames(hot, presetFor('RNG'), { ...none, gameName: 'OLYMP' }).map((g) => g.nodeId)).toEqual(['1']);
  });
});

describe('vendors', () => {
  const mapping = {
    RNG: [makeVendor('PG'), makeVendor('JL'), makeVendor('PP')],
    SPORTS: [makeVendor('SABA'), makeVendor(ESPORTS_VENDORS[0]), makeVendor(COCKFIGHT_VENDORS[0])],
  };

  it('lists the game type vendors, limited to the preset ones', () => {
    expect(vendorsFor(mapping, presetFor('RNG')).map((v) => v.vassalage)).toEqual(['PG', 'JL', 'PP']);
    expect(vendorsFor(mapping, presetFor('JL')).map((v) => v.vassalage)).toEqual(['JL']);
    expect(vendorsFor(mapping, presetFor('ESPORTS')).map((v) => v.vassalage)).toEqual([ESPORTS_VENDORS[0]]);
    expect(vendorsFor(undefined, presetFor('RNG'))).toEqual([]);
  });
});

describe('active classify tab', () => {
  it('is the classification when one is chosen, else the data type', () => {
    expect(activeTab({ ...none, gameClassify: 'JP', dataType: 'all' })).toBe('JP');
    expect(activeTab({ ...none, dataType: 'hot' })).toBe('hot');
  });
});
