import { PositionSet } from './position-set';

/** Lower case without diacritics: "Drágon" and "DRAGON" both read "dragon". */
export function foldName(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Terms this long or longer may carry one typo. */
export const TYPO_MIN_LENGTH = 4;

/** True when some substring of `text` is at most one edit (insert, delete, replace) away from `term`. */
export function nearSubstring(text: string, term: string): boolean {
  // Sellers' approximate matching, two rows: a match may start anywhere in text (row 0 is all zeros).
  const m = term.length;
  if (m <= 1) return true;
  // Any piece of text within one edit of term is at least m - 1 long.
  if (text.length < m - 1) return false;
  if (rows.length < 2 * (m + 1)) rows = new Uint8Array(4 * (m + 1));
  let previous = rows.subarray(0, m + 1);
  let current = rows.subarray(m + 1, 2 * (m + 1));
  for (let j = 0; j <= m; j++) previous[j] = j;
  for (let i = 1; i <= text.length; i++) {
    current[0] = 0;
    const c = text.charCodeAt(i - 1);
    for (let j = 1; j <= m; j++) {
      const replace = previous[j - 1]! + (term.charCodeAt(j - 1) === c ? 0 : 1);
      current[j] = Math.min(replace, previous[j]! + 1, current[j - 1]! + 1);
    }
    if (current[m]! <= 1) return true;
    [previous, current] = [current, previous];
  }
  return false;
}

/** A word of the names: the names that hold it, and the words that follow it in some name. */
interface VocabularyWord {
  word: string;
  postings: Int32Array;
  letters: number;
  followers: Follower[];
  /** The words before it in some name, each with the same postings as in its followers. */
  preceders: Follower[];
}

/** A word that follows (or precedes) another, and the names where it does. */
interface Follower {
  word: string;
  postings: Int32Array;
}

/** Add a position to a key's postings once (positions come in ascending order). */
function post(postings: Map<string, number[]>, key: string, position: number): void {
  const list = postings.get(key);
  if (!list) postings.set(key, [position]);
  else if (list[list.length - 1] !== position) list.push(position);
}

/** The index of the first follower whose word is `word` or comes after it. */
function firstAtOrAfter(followers: readonly Follower[], word: string): number {
  let low = 0;
  let high = followers.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (followers[middle]!.word < word) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Whether `word` holds `piece`: at its start, its end, or both (the whole word). */
function fits(word: string, piece: string, atStart: boolean, atEnd: boolean): boolean {
  if (atStart && atEnd) return word === piece;
  if (atStart) return word.startsWith(piece);
  return atEnd ? word.endsWith(piece) : word.includes(piece);
}

const NO_WORDS = new Int32Array(0);

/** nearSubstring's two rows, reused (it never runs concurrently). */
let rows = new Uint8Array(64);

/**
 * The name index of one merchant: folded names by position, and the distinct folded words with the
 * positions of the games that use them. A name holds a piece without spaces exactly when one of its words
 * does, so a search reads words, not names, and only the words that hold the piece's rarest letter pair.
 * A piece with spaces spans adjacent words: each word also keeps the words that follow it and precede it in
 * some name, with those names' positions, so such a search visits only the names where the two words meet.
 */
export class NameIndex {
  private readonly folded: string[] = [];
  private readonly words = new Map<string, number[]>();
  /** Each word's followers, with the positions of the names where the two meet. */
  private readonly pairs = new Map<string, Map<string, number[]>>();
  /** The words, their postings and their followers' once sealed (ascending positions). */
  private vocabulary: VocabularyWord[] = [];
  /**
   * Each two letters found together in some word, with the names holding them: the union a two-letter search
   * would make of a hundred words' postings (thousands of names), made once when the index is sealed.
   */
  private letterPairs = new Map<string, Int32Array>();
  /** Each two letters found together in some word, with the vocabulary's indexes of those words. */
  private pairWords = new Map<string, Int32Array>();
  /** The vocabulary's indexes of the words ending with each letter, and of those starting with each. */
  private endingWith = new Map<string, Int32Array>();
  private startingWith = new Map<string, Int32Array>();
  /** Per vocabulary word, how many of a term's letter pairs it holds; all zero between calls. */
  private pairCounts = new Int32Array(0);
  /** Scratch set for a union of postings, empty between calls (a search never runs concurrently). */
  private marks = new PositionSet(0);
  /**
   * Every name is its words joined by single spaces. Then a piece "a b" is in a name exactly where a word
   * ending in "a" is followed by one starting with "b": the pairs' postings are the answer, no name is read.
   */
  private singleSpaced = true;

  constructor(names: readonly string[] = []) {
    this.add(names);
    this.seal();
  }

  /** Index more names (the next positions); a build adds them page by page so no step blocks for long. */
  add(names: readonly string[]): void {
    for (const name of names) {
      const position = this.folded.length;
      const folded = foldName(name);
      this.folded.push(folded);
      const words = folded.split(/\s+/).filter(Boolean);
      if (this.singleSpaced && words.join(' ') !== folded) this.singleSpaced = false;
      for (const word of words) post(this.words, word, position);
      for (let i = 1; i < words.length; i++) post(this.followersOf(words[i - 1]!), words[i]!, position);
    }
  }

  /** The followers of a word being built, made on its first pair. */
  private followersOf(word: string): Map<string, number[]> {
    let followers = this.pairs.get(word);
    if (!followers) this.pairs.set(word, (followers = new Map()));
    return followers;
  }

  /** Make the names added so far searchable. */
  seal(): this {
    this.vocabulary = [...this.words].map(([word, postings]) => ({
      word,
      postings: Int32Array.from(postings),
      letters: letterMask(word),
      followers: [...(this.pairs.get(word) ?? [])]
        .map(([next, postings]) => ({ word: next, postings: Int32Array.from(postings) }))
        .sort((a, b) => (a.word < b.word ? -1 : 1)),
      preceders: [],
    }));
    const byWord = new Map(this.vocabulary.map((entry) => [entry.word, entry]));
    for (const { word, followers } of this.vocabulary)
      for (const next of followers) byWord.get(next.word)!.preceders.push({ word, postings: next.postings });
    this.endingWith = this.wordsBy((word) => [word.at(-1)!]);
    this.startingWith = this.wordsBy((word) => [word[0]!]);
    this.marks = new PositionSet(this.folded.length);
    this.pairWords = this.wordsBy(letterPairsOf);
    this.pairCounts = new Int32Array(this.vocabulary.length);
    this.letterPairs = new Map(
      [...this.pairWords].map(([pair, words]) => [
        pair,
        this.union(Array.from(words, (at) => this.vocabulary[at]!.postings)),
      ]),
    );
    return this;
  }

  /** The vocabulary's indexes of the words under each of their keys (a word may have several). */
  private wordsBy(keys: (word: string) => Iterable<string>): Map<string, Int32Array> {
    const words = new Map<string, number[]>();
    this.vocabulary.forEach(({ word }, at) => {
      for (const key of keys(word)) {
        const list = words.get(key);
        if (list) list.push(at);
        else words.set(key, [at]);
      }
    });
    return new Map([...words].map(([key, list]) => [key, Int32Array.from(list)]));
  }

  /**
   * The spec's search: positions (ascending) of the names that hold the query as a case-insensitive (and here
   * diacritic-insensitive) substring.
   */
  find(foldedQuery: string): readonly number[] | Int32Array {
    if (!foldedQuery || foldedQuery.includes('\n')) return [];
    const pieces = foldedQuery.split(/\s+/).filter(Boolean);
    if (pieces.length === 0) return this.folded.flatMap((name, i) => (name.includes(foldedQuery) ? [i] : []));
    if (pieces.length === 1 && pieces[0] === foldedQuery) {
      if (foldedQuery.length === 2) return this.letterPairs.get(foldedQuery) ?? new Int32Array(0);
      return this.union(this.wordsWith(foldedQuery, false, false));
    }
    const startsSpaced = foldedQuery !== foldedQuery.trimStart();
    const endsSpaced = foldedQuery !== foldedQuery.trimEnd();
    // One piece with a space before or after it: it lies in a word's start or end. Several pieces: the first
    // two lie in adjacent words, the end of one and the start of the next. Either way the names found hold
    // the right words, and are checked whole.
    const lists =
      pieces.length === 1
        ? this.wordsWith(pieces[0]!, startsSpaced, endsSpaced)
        : this.pairsWith(pieces[0]!, startsSpaced, pieces[1]!, pieces.length > 2 || endsSpaced);
    const union = this.union(lists);
    if (this.singleSpaced && pieces.length === 2 && foldedQuery === pieces.join(' ')) return union;
    return union.filter((position) => this.folded[position]!.includes(foldedQuery));
  }

  /** The postings of the words that hold `piece` (at their start, their end, or both: the whole word). */
  private wordsWith(piece: string, atStart: boolean, atEnd: boolean): Int32Array[] {
    const lists: Int32Array[] = [];
    const rarest = this.rarestPairWords(piece);
    if (!rarest) {
      for (const { word, postings } of this.vocabulary) if (fits(word, piece, atStart, atEnd)) lists.push(postings);
      return lists;
    }
    for (const at of rarest) {
      const { word, postings } = this.vocabulary[at]!;
      if (fits(word, piece, atStart, atEnd)) lists.push(postings);
    }
    return lists;
  }

  /**
   * The indexes of the words that may hold `piece`: those holding its rarest letter pair, as a word holding the
   * piece holds each of its pairs. A search then reads a few words, not a vocabulary that grows with the
   * catalogue (tens of thousands of words across many providers' names). Undefined for a piece of one letter,
   * which has no pair: every word may hold it.
   */
  private rarestPairWords(piece: string): Int32Array | undefined {
    let rarest: Int32Array | undefined;
    for (const pair of letterPairsOf(piece)) {
      const words = this.pairWords.get(pair) ?? NO_WORDS;
      if (!rarest || words.length < rarest.length) rarest = words;
    }
    return rarest;
  }

  /**
   * The words that may hold `piece` at one end: the fewer of those holding its rarest pair and those with its
   * letter at that end (`byEnd`), so that a piece of one letter reads only the words that end (or start) with it.
   */
  private mayHoldAt(piece: string, byEnd: Map<string, Int32Array>, letter: string): Int32Array {
    const rarest = this.rarestPairWords(piece);
    const byLetter = byEnd.get(letter) ?? NO_WORDS;
    return rarest && rarest.length < byLetter.length ? rarest : byLetter;
  }

  /**
   * The postings of adjacent words: the first ends with `first`, the next starts with `second`. The search
   * starts from whichever side fewer words may hold ("n f" has each letter at the end or start of thousands
   * of words in a wide vocabulary; "n fortu" starts from the few words starting with "fortu").
   */
  private pairsWith(first: string, firstAtStart: boolean, second: string, secondAtEnd: boolean): Int32Array[] {
    const lists: Int32Array[] = [];
    const before = this.mayHoldAt(first, this.endingWith, first.at(-1)!);
    const after = this.mayHoldAt(second, this.startingWith, second[0]!);
    if (after.length < before.length) {
      for (const index of after) {
        const { word, preceders } = this.vocabulary[index]!;
        if (!fits(word, second, true, secondAtEnd)) continue;
        for (const previous of preceders)
          if (fits(previous.word, first, firstAtStart, true)) lists.push(previous.postings);
      }
      return lists;
    }
    for (const index of before) {
      const { word, followers } = this.vocabulary[index]!;
      if (!fits(word, first, firstAtStart, true)) continue;
      // Followers are in word order: those starting with `second` are one run, found by binary search.
      for (let at = firstAtOrAfter(followers, second); at < followers.length; at++) {
        const next = followers[at]!;
        if (!next.word.startsWith(second)) break;
        if (!secondAtEnd || next.word === second) lists.push(next.postings);
      }
    }
    return lists;
  }

  /** The union of position lists, ascending. */
  private union(lists: Int32Array[]): Int32Array {
    if (lists.length <= 1) return lists[0] ?? new Int32Array(0);
    for (const list of lists) this.marks.addAll(list);
    return this.marks.take();
  }

  /**
   * Typo-tolerant matches that `keep` accepts (all when absent): every term of the query must be in the name, a term of four
   * letters or more may have one typo. Fewest typos first, then in position order; undefined when no term
   * is long enough to carry a typo. Only the positions some word's postings name are visited, not every game.
   */
  typoMatches(foldedQuery: string, keep?: (position: number) => boolean): Int32Array | undefined {
    const terms = [...new Set(foldedQuery.split(/\s+/).filter(Boolean))];
    if (!terms.some((term) => term.length >= TYPO_MIN_LENGTH)) return undefined;
    const scratch = this.scratch();
    const [first, ...rest] = terms.map((term) => this.termWords(term));
    let found = scratch.total.collect(first!);
    for (const words of rest) {
      const costs = scratch.term;
      costs.collect(words);
      found = found.filter((position) => {
        const extra = costs.cost[position]!;
        if (extra === NONE) return false;
        scratch.total.cost[position] = Math.min(NONE - 1, scratch.total.cost[position]! + extra);
        return true;
      });
      costs.clear();
    }
    const byCost = byCostThenPosition(keep ? found.filter((position) => keep(position)) : found, scratch.total.cost);
    scratch.total.clear();
    return byCost;
  }

  /**
   * The words holding `term` (cost 0) or, for a term long enough, holding it with one typo (cost 1). Only the words
   * sharing enough of the term's letter pairs are read (pairsNeeded), not the whole vocabulary.
   */
  private termWords(term: string): { postings: Int32Array; cost: number }[] {
    const typo = term.length >= TYPO_MIN_LENGTH;
    const pairs = letterPairsOf(term);
    if (pairs.size === 0)
      return this.vocabulary.filter(({ word }) => word.includes(term)).map(({ postings }) => ({ postings, cost: 0 }));
    const counts = this.pairCounts;
    const touched: number[] = [];
    for (const pair of pairs)
      for (const at of this.pairWords.get(pair) ?? []) {
        if (counts[at] === 0) touched.push(at);
        counts[at]!++;
      }
    const needed = typo ? pairsNeeded(term, pairs.size) : pairs.size;
    const termLetters = letterMask(term);
    const words: { postings: Int32Array; cost: number }[] = [];
    for (const at of touched) {
      const shared = counts[at]!;
      counts[at] = 0;
      if (shared < needed) continue;
      const { word, postings, letters } = this.vocabulary[at]!;
      if (shared === pairs.size && word.includes(term)) words.push({ postings, cost: 0 });
      // One edit leaves at most one of the term's letters out of the word: the mask rules most words out unread.
      else if (typo && bitCount(termLetters & ~letters) <= 1 && nearSubstring(word, term))
        words.push({ postings, cost: 1 });
    }
    return words;
  }

  private scratches: { total: CostMarks; term: CostMarks } | undefined;

  /** Two cost arrays by position, all NONE between calls (a search never runs concurrently). */
  private scratch() {
    if (!this.scratches || this.scratches.total.cost.length !== this.folded.length) {
      this.scratches = { total: new CostMarks(this.folded.length), term: new CostMarks(this.folded.length) };
    }
    return this.scratches;
  }
}

/** Positions (ascending) ordered by their cost, keeping position order within a cost: a counting sort. */
function byCostThenPosition(positions: Int32Array, cost: Uint8Array): Int32Array {
  const starts = new Int32Array(NONE + 1);
  for (const position of positions) starts[cost[position]! + 1]!++;
  for (let c = 1; c <= NONE; c++) starts[c]! += starts[c - 1]!;
  const ordered = new Int32Array(positions.length);
  for (const position of positions) ordered[starts[cost[position]!]!++] = position;
  return ordered;
}

/** A cost per position (NONE where unset), and the positions set, so clearing touches only those. */
class CostMarks {
  readonly cost: Uint8Array;
  private readonly seen: PositionSet;
  private touched: Int32Array = new Int32Array(0);

  constructor(size: number) {
    this.cost = new Uint8Array(size).fill(NONE);
    this.seen = new PositionSet(size);
  }

  /** Each posting's lowest cost; the distinct positions set, ascending. */
  collect(words: readonly { postings: Int32Array; cost: number }[]): Int32Array {
    for (const { postings, cost } of words)
      for (let i = 0; i < postings.length; i++) {
        const position = postings[i]!;
        const known = this.cost[position]!;
        if (known === NONE) this.seen.add(position);
        if (cost < known) this.cost[position] = cost;
      }
    this.touched = this.seen.take();
    return this.touched;
  }

  clear(): void {
    for (const position of this.touched) this.cost[position] = NONE;
    this.touched = new Int32Array(0);
  }
}

/** The distinct two-letter pieces of a text. */
export function letterPairsOf(text: string): Set<string> {
  const pairs = new Set<string>();
  for (let at = 0; at + 2 <= text.length; at++) pairs.add(text.slice(at, at + 2));
  return pairs;
}

/**
 * How many of a term's distinct letter pairs a word must hold to hold the term with one typo. The term's
 * length - 1 pairs, one at each place, lose at most two to one edit (the pairs that overlap it), so at least
 * length - 3 of them are left in the word. When two places hold the same pair those may be one pair: then only
 * one is sure.
 */
export function pairsNeeded(term: string, distinctPairs: number): number {
  return distinctPairs === term.length - 1 ? Math.max(1, term.length - 3) : 1;
}

/** The letters a text uses, one bit each (a to z; any other character shares one of six bits by its code). */
export function letterMask(text: string): number {
  let mask = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    mask |= 1 << (code >= 97 && code <= 122 ? code - 97 : 26 + (code % 6));
  }
  return mask;
}

function bitCount(bits: number): number {
  let count = 0;
  for (let rest = bits >>> 0; rest !== 0; rest &= rest - 1) count++;
  return count;
}

/** No match (a cost). */
const NONE = 255;
