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
  private readonly names: string[];
  private readonly words = new Map<string, number[]>();

  constructor(names: readonly string[]) {
    this.names = names.map(foldName);
    this.names.forEach((name, position) => {
      for (const word of new Set(name.split(/\s+/))) {
        if (!word) continue;
        const postings = this.words.get(word);
        if (postings) postings.push(position);
        else this.words.set(word, [position]);
      }
    });
  }

  /** The spec's search: the query is a case-insensitive (and here diacritic-insensitive) substring of the name. */
  contains(position: number, foldedQuery: string): boolean {
    return this.names[position]!.includes(foldedQuery);
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
