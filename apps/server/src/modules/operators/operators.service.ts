import { OPERATOR_SESSION_MINUTES, type Operator, type OperatorRole, type OperatorSession } from '@lobby/contract';
import { ApiError } from '../../lib/envelope';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { randomToken, sha256 } from '../../lib/secrets';
import type { Actor } from './audit.repository';
import type { OperatorRow, OperatorsRepository } from './operators.repository';

const toOperator = (row: OperatorRow): Operator => ({
  id: row.id,
  merchantCode: row.merchantCode,
  username: row.username,
  role: row.role,
});

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

    /** Same answer and about the same time for an unknown name, a wrong password or a disabled operator. */
    async login(merchantCode: string, username: string, password: string, ip: string): Promise<OperatorSession> {
      const row = await repository.findByUsername(merchantCode, username.toLowerCase());
      const passwordOk = await verifyPassword(row?.passwordHash, password);
      if (!row || !passwordOk || row.disabledAt) throw new ApiError('operator.login.failed');
      const token = randomToken();
      const expiresAt = new Date(now().getTime() + OPERATOR_SESSION_MINUTES * 60_000);
      await repository.insertSession({ operatorId: row.id, tokenHash: sha256(token), expiresAt, ip });
      return { token, expiresAt: expiresAt.toISOString(), operator: toOperator(row) };
    },

    /** The operator behind a token, on this merchant only; `session.ended` otherwise. */
    async resolve(token: string, merchantCode: string): Promise<Operator> {
      const found = await repository.findLiveSession(sha256(token), now());
      if (!found || found.operator.disabledAt || found.operator.merchantCode !== merchantCode) {
        throw new ApiError('session.ended');
      }
      return toOperator(found.operator);
    },

    logout: (token: string) => repository.revokeSession(sha256(token), now()),
  };
}
export type OperatorsService = ReturnType<typeof createOperatorsService>;
