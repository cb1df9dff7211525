import type { Operator, OperatorRole } from '@lobby/contract';
import { ApiError } from '../../lib/envelope';
import { hashPassword } from '../../lib/passwords';
import { sha256 } from '../../lib/secrets';
import type { Actor } from '../audit/audit.repository';
import { toOperator, type OperatorsRepository } from './operators.repository';

export function createOperatorsService(repository: OperatorsRepository, now: () => Date = () => new Date()) {
  return {
    /** A new operator; `username.exists` when the name is taken on this merchant. */
    async create(actor: Actor, input: { username: string; password: string; role: OperatorRole }): Promise<Operator> {
      const created = await repository.create(actor, {
        merchantCode: actor.merchantCode,
        username: input.username,
        usernameKey: input.username.toLowerCase(),
        passwordHash: await hashPassword(input.password),
        role: input.role,
      });
      if (!created) throw new ApiError('username.exists', undefined, 'username');
      return toOperator(created);
    },

    /** The operator behind a token, on this merchant only; `session.ended` otherwise. */
    async resolve(token: string, merchantCode: string): Promise<Operator> {
      const found = await repository.findLiveSession(sha256(token), now());
      if (!found || found.operator.disabledAt || found.operator.merchantCode !== merchantCode) {
        throw new ApiError('session.ended');
      }
      return toOperator(found.operator);
    },

    logout: (actor: Actor, token: string) => repository.revokeSession(actor, sha256(token), now()),
  };
}
export type OperatorsService = ReturnType<typeof createOperatorsService>;
