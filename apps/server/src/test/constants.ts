/** The test catalogue: small, deterministic, seeded without art. */
export const TEST_GAMES = 400;
export const TEST_NOW = new Date('2025-06-01T12:00:00Z');
/** The default merchant's catalogue: the generated games and the in-house keno, dice, plinko and limbo the seed adds. */
export const CATALOGUE_GAMES = TEST_GAMES + 4;
