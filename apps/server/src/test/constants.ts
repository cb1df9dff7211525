/** The test catalogue: small, deterministic, seeded without art. */
export const TEST_GAMES = 400;
export const TEST_NOW = new Date('2025-06-01T12:00:00Z');
/** The default merchant's catalogue: the generated games and the five in-house games (keno, slot, dice, plinko, limbo). */
export const CATALOGUE_GAMES = TEST_GAMES + 5;
