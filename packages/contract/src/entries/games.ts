/** `@lobby/contract/games`: the game catalogue: game types, categories, presets, game lists and search. */
export * from '../constants/games';
export * from '../schemas/games';
export * from '../rules/presets';
export * from '../rules/categories';
export * from '../rules/lists';
export * from '../rules/list-pages';
