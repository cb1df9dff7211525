/**
 * Terms as players type them, never repeated: two- to six-letter pieces of game names, about a third with a
 * letter dropped (a typo), so no answer can come from a cache warmed with the same term.
 */
export function searchTerms(names: readonly string[], count: number): string[] {
  const seen = new Set<string>();
  const terms: string[] = [];
  for (let tries = 0; terms.length < count && tries < count * 20; tries++) {
    const name = names[Math.floor(Math.random() * names.length)] ?? '';
    const length = 2 + Math.floor(Math.random() * 5);
    const start = Math.floor(Math.random() * Math.max(1, name.length - length));
    let term = name.slice(start, start + length).trim();
    if (term.length >= 5 && Math.random() < 0.35) {
      const drop = 1 + Math.floor(Math.random() * (term.length - 2));
      term = term.slice(0, drop) + term.slice(drop + 1);
    }
    // The server folds case: "Drago" and "drago" would be one answer.
    if (term.length < 2 || seen.has(term.toLowerCase())) continue;
    seen.add(term.toLowerCase());
    terms.push(Math.random() < 0.5 ? term.toLowerCase() : term);
  }
  return terms;
}
