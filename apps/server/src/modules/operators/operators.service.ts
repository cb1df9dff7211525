import type { Operator, OperatorRole } from '@lobby/contract/admin/operators';
import { ApiError } from '../../lib/envelope';
import { hashPassword } from '../../lib/passwords';
import { sha256 } from '../../lib/secrets';
import type { Actor } from '../audit/audit.repository';
import { UNPUBLISHED, type AuditedWrites } from '../audit/audited-write';
import { toOperator, type OperatorsRepository } from './operators.repository';

export function createOperatorsService(
  repository: OperatorsRepository,
  audited: AuditedWrites,
  now: () => Date = () => new Date(),
) {
  return {
    /** A new operator; `username.exists` when the name is taken on this merchant. */
    async create(actor: Actor, input: { username: string; password: string; role: OperatorRole }): Promise<Operator> {
      const row = {
        merchantCode: actor.merchantCode,
        username: input.username,
        usernameKey: input.username.toLowerCase(),
        passwordHash: await hashPassword(input.password),
        role: input.role,
      };
      const created = await audited.create(
        actor,
        'operator',
        (scope) => repository.insert(scope, row),
        (operator) => ({ username: operator.username, role: operator.role }),
        UNPUBLISHED,
      );
      if (!created) throw new ApiError('username.exists', undefined, 'username');
      return toOperator(created);
    },

    /** An operator's stored row (for their own two-factor set-up). */
    findRow: (id: number) => repository.findById(id),

    /** The operator behind a token, on this merchant only; `session.ended` otherwise. */
    async resolve(token: string, merchantCode: string): Promise<Operator> {
      const found = await repository.findLiveSession(sha256(token), now());
      if (!found || found.operator.disabledAt || found.operator.merchantCode !== merchantCode) {
        throw new ApiError('session.ended');
      }
      return toOperator(found.operator);
    },

    async logout(actor: Actor, token: string): Promise<void> {
      const at = now();
      await audited.write(
        actor,
        (scope) => repository.revokeSession(scope, sha256(token), at),
        () => ({ action: 'operator.logout', targetType: 'operator', targetId: actor.operatorId ?? '' }),
        UNPUBLISHED,
      );
    },
  };
}
export type OperatorsService = ReturnType<typeof createOperatorsService>;
