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
  let previous = new Uint8Array(m + 1);
  let current = new Uint8Array(m + 1);
  for (let j = 0; j <= m; j++) previous[j] = j;
  if (previous[m]! <= 1) return true;
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

/**
 * The name index of one merchant: folded names by position, and the distinct folded words with the
 * positions of the games that use them, so a typo-tolerant lookup scans the vocabulary, not every name.
 */
export class NameIndex {
  /** Every folded name, one per line: one indexOf over it is far faster than an includes per name. */
  private text = '';
  private starts = new Int32Array(0);
  private readonly folded: string[] = [];
  private readonly words = new Map<string, number[]>();

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
      for (const word of new Set(folded.split(/\s+/))) {
        if (!word) continue;
        const postings = this.words.get(word);
        if (postings) postings.push(position);
        else this.words.set(word, [position]);
      }
    }
  }

  /** Make the names added so far searchable. */
  seal(): this {
    this.text = this.folded.join('\n');
    this.starts = new Int32Array(this.folded.length);
    let offset = 0;
    this.folded.forEach((name, position) => {
      this.starts[position] = offset;
      offset += name.length + 1;
    });
    return this;
  }

  /**
   * The spec's search: positions (ascending) of the names that hold the query as a case-insensitive (and here
   * diacritic-insensitive) substring.
   */
  find(foldedQuery: string): number[] {
    if (!foldedQuery || foldedQuery.includes('\n')) return [];
    const found: number[] = [];
    for (let at = this.text.indexOf(foldedQuery); at >= 0;) {
      const position = this.positionAt(at);
      found.push(position);
      // One hit per name: go on from the next name.
      const next = this.starts[position + 1];
      if (next === undefined) break;
      at = this.text.indexOf(foldedQuery, next);
    }
    return found;
  }

  /** The name a character offset of the joined text lies in (binary search over the starts). */
  private positionAt(offset: number): number {
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (this.starts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return low;
  }

  /**
   * Typo-tolerant ranks by position: every term of the query must be in the name, a term of four letters or
   * more may have one typo. The rank is how many terms needed a typo (0 ranks first); absent means no match.
   */
  typoRanks(foldedQuery: string): Map<number, number> | undefined {
    const terms = [...new Set(foldedQuery.split(/\s+/).filter(Boolean))];
    if (!terms.some((term) => term.length >= TYPO_MIN_LENGTH)) return undefined;
    let ranks: Map<number, number> | undefined;
    for (const term of terms) {
      const hits = this.termHits(term);
      if (!ranks) {
        ranks = hits;
        continue;
      }
      const next = new Map<number, number>();
      for (const [position, rank] of ranks) {
        const extra = hits.get(position);
        if (extra !== undefined) next.set(position, rank + extra);
      }
      ranks = next;
      if (ranks.size === 0) break;
    }
    return ranks;
  }

  /** Positions whose names hold this term: 0 when exactly, 1 when with one typo. */
  private termHits(term: string): Map<number, number> {
    const hits = new Map<number, number>();
    const typo = term.length >= TYPO_MIN_LENGTH;
    for (const [word, postings] of this.words) {
      const cost = word.includes(term) ? 0 : typo && nearSubstring(word, term) ? 1 : -1;
      if (cost < 0) continue;
      for (const position of postings) {
        const known = hits.get(position);
        if (known === undefined || cost < known) hits.set(position, cost);
      }
    }
    return hits;
  }
}
