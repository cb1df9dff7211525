/** `@lobby/contract/ranks`: the VIP ladder and the player rank. */
export * from '../constants/ranks';
export * from '../schemas/ranks';
