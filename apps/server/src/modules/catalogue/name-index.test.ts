import type { Game } from '@lobby/contract/games';
import { describe, expect, it } from 'vitest';
import { MerchantCatalogue, type CatalogueGame } from './merchant-catalogue';
import { foldName, letterMask, letterPairsOf, NameIndex, nearSubstring, pairsNeeded } from './name-index';

/** A random text of `length` characters drawn from `letters`. */
const randomText = (letters: string, length: number) =>
  Array.from({ length }, () => letters[Math.floor(Math.random() * letters.length)]).join('');

/** Random words of 3 to 10 letters, each with a term of 4 to 7 that it holds with at most one typo. */
function wordsHoldingTypos(tries = 5000): { word: string; term: string }[] {
  const pairs: { word: string; term: string }[] = [];
  for (let i = 0; i < tries; i++) {
    const word = randomText('abcdeorgn7', 3 + Math.floor(Math.random() * 8));
    const term = randomText('abcdeorgn7', 4 + Math.floor(Math.random() * 4));
    if (nearSubstring(word, term)) pairs.push({ word, term });
  }
  return pairs;
}

describe('name index', () => {
  it('folds case and diacritics', () => {
    expect(foldName('Café DIÀBLO Ñandú')).toBe('cafe diablo nandu');
  });

  it('finds a term within one edit of some part of a word', () => {
    expect(nearSubstring('dragon', 'dragn')).toBe(true); // a letter dropped
    expect(nearSubstring('dragons', 'drgaon')).toBe(false); // two edits (a swap)
    expect(nearSubstring('golden', 'goldan')).toBe(true); // one replaced
    expect(nearSubstring('fortune', 'forttune')).toBe(true); // one added
    expect(nearSubstring('tiger', 'dragn')).toBe(false);
  });

  it('finds every name holding a piece, within a word or across words, as a scan of the names does', () => {
    const names = ['Dragon Fortune', 'Golden Dragon', 'Tiger Gold', 'Wagon Wheel', 'Gold  Rush', 'Ón Fire', 'Dragon'];
    const index = new NameIndex(names);
    const folded = names.map(foldName);
    const pieces = new Set(
      folded.flatMap((name) => [...name].flatMap((_, at) => [2, 3, 5, 7].map((n) => name.slice(at, at + n)))),
    );
    for (const piece of [...pieces, ' dragon', 'gold ', 'n f', 'x'])
      expect([...index.find(piece)], piece).toEqual(folded.flatMap((name, i) => (name.includes(piece) ? [i] : [])));
  });

  it('reads names whole when some name is spaced other than by single spaces', () => {
    // Split into words, "Gold\tRush" pairs "gold" with "rush" too, but it does not hold "d r".
    expect([...new NameIndex(['Gold\tRush', 'Gold Rush']).find('d r')]).toEqual([1]);
    expect([...new NameIndex(['Gold  Rush', 'Gold Rush']).find('d r')]).toEqual([1]);
    expect([...new NameIndex(['Gold Rush', 'Old Rusty']).find('d r')]).toEqual([0, 1]);
  });

  const randomWords = (count: number) =>
    Array.from({ length: count }, () => randomText('abdefgilnorst', 2 + Math.floor(Math.random() * 6)));

  it.each([
    [
      'few words, each in many names',
      ['dragon', 'gold', 'golden', 'tiger', 'wagon', 'fortune', 'ox', 'neon', 'empire', 'don', 'go'],
    ],
    // Many words: a spaced piece then starts from whichever side fewer words may hold.
    ['many words, each in a few names', randomWords(1500)],
  ])('finds the same names as a scan over names that share their words: %s', (_, words) => {
    const pick = () => words[Math.floor(Math.random() * words.length)]!;
    const names = Array.from({ length: 3000 }, () =>
      Array.from({ length: 1 + Math.floor(Math.random() * 4) }, pick).join(' '),
    );
    const index = new NameIndex(names);
    for (let i = 0; i < 400; i++) {
      const name = names[Math.floor(Math.random() * names.length)]!;
      const at = Math.floor(Math.random() * name.length);
      const piece = name.slice(at, at + 1 + Math.floor(Math.random() * 9));
      const scan = names.flatMap((each, position) => (each.includes(piece) ? [position] : []));
      expect([...index.find(piece)], piece).toEqual(scan);
    }
  });

  it('tolerates one typo only in terms of four letters or more, and every term must be there', () => {
    const index = new NameIndex(['Dragon Fortune', 'Golden Dragon', 'Tiger Gold', 'Wagon Wheel']);
    const all = () => true;
    expect([...(index.typoMatches('dragn', all) ?? [])]).toEqual([0, 1]);
    expect(index.typoMatches('drg', all)).toBeUndefined();
    expect([...(index.typoMatches('gold tigr', all) ?? [])]).toEqual([2]);
    expect(index.typoMatches('dragn wheel', all)?.length).toBe(0);
    // Fewest typos first: "Gold Dragon" needs none for "gold", "Golden Dragn" one for "dragon".
    const ranked = new NameIndex(['Golden Dragn', 'Gold Dragon']);
    expect([...(ranked.typoMatches('gold dragon', all) ?? [])]).toEqual([1, 0]);
  });

  it('finds with typos what a scan of every word finds, fewest typos first', () => {
    const random = (length: number) => randomText('abdegnor ', length);
    const names = Array.from({ length: 400 }, () => random(3 + Math.floor(Math.random() * 12)).trim() || 'a');
    const index = new NameIndex(names);
    // A term's cost in a name: 0 when a word holds it, 1 when a word holds it with one typo (four letters or more).
    const cost = (name: string, term: string) => {
      const words = foldName(name).split(/\s+/);
      if (words.some((word) => word.includes(term))) return 0;
      return term.length >= 4 && words.some((word) => nearSubstring(word, term)) ? 1 : undefined;
    };
    for (let i = 0; i < 300; i++) {
      const query = random(4 + Math.floor(Math.random() * 7)).trim();
      const terms = [...new Set(query.split(/\s+/).filter(Boolean))];
      if (!terms.some((term) => term.length >= 4)) continue;
      const scan = names
        .map((name, position) => ({ position, costs: terms.map((term) => cost(name, term)) }))
        .filter(({ costs }) => costs.every((each) => each !== undefined))
        .map(({ position, costs }) => ({ position, total: costs.reduce<number>((sum, each) => sum + each!, 0) }))
        .sort((a, b) => a.total - b.total || a.position - b.position)
        .map(({ position }) => position);
      expect([...(index.typoMatches(query) ?? [])], query).toEqual(scan);
    }
  });
});

const game = (nodeId: string, gameName: string, extra: Partial<Game> = {}): CatalogueGame => ({
  game: {
    nodeId,
    gameName,
    gameType: 'RNG',
    vassalage: 'PG',
    gameClassifyNew: [],
    minLine: 1,
    isNew: false,
    isHot: false,
    ...extra,
  } as Game,
  minBetMinor: 10,
  hotRank: null,
  onlineAt: 0,
});

describe('merchant catalogue search', () => {
  const model = new MerchantCatalogue({
    version: 1,
    games: [
      game('0', 'Drogon Gold'),
      game('1', 'Golden Drago Riches'),
      game('2', 'Dragon Pearl'),
      game('3', 'Dragón Gold', { gameType: 'LIVE' }),
      game('4', 'Tiger Gold'),
      game('5', 'Dragnet Heist', { vassalage: 'JL' }),
    ],
    vendorGameTypes: {} as never,
    sorting: [],
    classifications: new Map(),
  });
  const names = (query: string, filter: object = {}) =>
    model.list({ gameName: query, ...filter }, 1, 36).games.map((entry) => entry.gameName);

  it('answers the plain substring when any game of the filter has it, in list order', () => {
    expect(names('dragon')).toEqual(['Dragon Pearl', 'Dragón Gold']);
    expect(names('DRAGON', { gameType: 'RNG' })).toEqual(['Dragon Pearl']);
    expect(names('dragn')).toEqual(['Dragnet Heist']);
  });

  it('falls back to one typo per term when nothing has the substring, fewest typos first', () => {
    expect(names('dragn', { vassalage: ['PG'] })).toEqual(['Golden Drago Riches', 'Dragon Pearl', 'Dragón Gold']);
    expect(names('gold dragn')).toEqual(['Golden Drago Riches', 'Dragón Gold']);
    // "Drogon Gold" comes first in the operator's order, but needs a typo: exact matches rank first.
    expect(names('drag gold')).toEqual(['Golden Drago Riches', 'Dragón Gold', 'Drogon Gold']);
    expect(names('tigre gold', {})).toEqual(['Tiger Gold']);
    expect(model.list({ gameName: 'zzqqxx' }, 1, 36)).toEqual({ games: [], pageNum: 1, totalPages: 0, totalCount: 0 });
  });
});

describe('pairsNeeded', () => {
  it('never rules out a word that holds the term with one typo', () => {
    for (const { word, term } of wordsHoldingTypos()) {
      const pairs = letterPairsOf(term);
      const wordPairs = letterPairsOf(word);
      const shared = [...pairs].filter((pair) => wordPairs.has(pair)).length;
      expect(shared, `${term} in ${word}`).toBeGreaterThanOrEqual(pairsNeeded(term, pairs.size));
    }
  });
});

describe('letterMask', () => {
  it('gives each letter its bit, and words sharing letters share bits', () => {
    expect(letterMask('a')).toBe(1);
    expect(letterMask('ba')).toBe(3);
    expect(letterMask('dragon') & ~letterMask('dragn')).toBe(1 << ('o'.charCodeAt(0) - 97));
    expect(letterMask('7') !== 0).toBe(true);
  });

  it('never rules out a word that holds the term with one typo', () => {
    for (const { word, term } of wordsHoldingTypos()) {
      const missing = letterMask(term) & ~letterMask(word);
      expect(missing & (missing - 1), `${term} in ${word}`).toBe(0);
    }
  });
});
