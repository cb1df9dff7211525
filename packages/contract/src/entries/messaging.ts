/** `@lobby/contract/messaging`: the outbox of messages kept instead of sent (outside production). */
export * from '../schemas/outbox';
