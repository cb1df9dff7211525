/** Escape LIKE/ILIKE wildcards so user input matches literally (PostgreSQL's default escape is backslash). */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** An ILIKE pattern for a case-insensitive substring match. */
export function containsPattern(value: string): string {
  return `%${escapeLike(value)}%`;
}
