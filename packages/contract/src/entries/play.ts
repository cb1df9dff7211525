/** `@lobby/contract/play`: game launch and in-house rounds as the player calls them. */
export * from '../schemas/play';
