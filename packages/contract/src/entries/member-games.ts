/** `@lobby/contract/member-games`: a member's favourite games. */
export * from '../schemas/favourites';
