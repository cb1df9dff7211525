import type {
  OperatorAccount,
  OperatorPage,
  OperatorsQuery,
  OperatorSecurity,
  OperatorUpdateRequest,
} from '@lobby/contract/admin/operators';
import { ApiError } from '../../lib/envelope';
import type { Actor } from '../audit/audit.repository';
import { UNPUBLISHED, type AuditedWrites } from '../audit/audited-write';
import type { WriteScope } from '../../db/transaction';
import type { OperatorAccountsRepository } from './operator-accounts.repository';
import { toOperator, type OperatorRow } from './operators.repository';
import type { TwoFactorRepository } from './two-factor.repository';

export const toAccount = (row: OperatorRow): OperatorAccount => ({
  ...toOperator(row),
  disabled: row.disabledAt !== null,
  createdAt: row.createdAt.toISOString(),
});

/** What the audit log keeps of an operator: never the password nor the TOTP secret. */
const logged = (row: OperatorRow) => ({
  role: row.role,
  disabled: row.disabledAt !== null,
  twoFactor: row.totpSecret !== null,
});

/**
 * Admins run their merchant's operators: list, change a role, disable or enable, reset two-factor. Nobody
 * changes their own account here (a slip could lock them out), and the merchant always keeps an enabled admin.
 */
export function createOperatorAccountsService(
  repository: OperatorAccountsRepository,
  twoFactor: TwoFactorRepository,
  audited: AuditedWrites,
  now: () => Date = () => new Date(),
) {
  /** The target operator of this merchant, locked, with how many other active admins remain; never the actor. */
  async function target(scope: WriteScope, actor: Actor, id: number) {
    if (id === actor.operatorId) throw new ApiError('operator.self');
    const locked = await repository.lockForChange(scope, id);
    if (!locked.target) throw new ApiError('resource.not.found');
    return { row: locked.target, otherActiveAdmins: locked.otherActiveAdmins };
  }

  return {
    async page(merchantCode: string, query: OperatorsQuery): Promise<OperatorPage> {
      const { rows, totalCount } = await repository.page(merchantCode, query);
      return { list: rows.map(toAccount), totalCount };
    },

    /** A new role, or disabled / enabled; disabling ends the operator's sessions in the same transaction. */
    async update(actor: Actor, id: number, change: OperatorUpdateRequest): Promise<OperatorAccount> {
      let locked: Awaited<ReturnType<typeof target>> | undefined;
      const row = await audited.update(
        actor,
        'operator',
        async (scope) => {
          locked ??= await target(scope, actor, id);
          const current = locked.row;
          const staysAdmin =
            (change.role ?? current.role) === 'admin' && !(change.disabled ?? current.disabledAt !== null);
          if (current.role === 'admin' && !staysAdmin && locked.otherActiveAdmins === 0) {
            throw new ApiError('operator.last.admin');
          }
          const at = now();
          const disabledAt =
            change.disabled === undefined ? current.disabledAt : change.disabled ? (current.disabledAt ?? at) : null;
          if (disabledAt && !current.disabledAt) await repository.endSessions(scope, id, at);
          return repository.set(scope, id, { role: change.role ?? current.role, disabledAt });
        },
        logged,
        {
          published: false,
          before: async (scope) => (locked = await target(scope, actor, id)).row,
        },
      );
      return toAccount(row);
    },

    /** Recovery for an operator who lost their authenticator: two-factor off, to be set up again. */
    async resetTwoFactor(actor: Actor, id: number): Promise<OperatorAccount> {
      const row = await audited.write(
        actor,
        async (scope) => {
          await target(scope, actor, id);
          return repository.set(scope, id, { totpSecret: null, totpPendingSecret: null, totpLastStep: null });
        },
        (done) => ({ action: 'operator.two-factor.reset', targetType: 'operator', targetId: done.id }),
        UNPUBLISHED,
      );
      return toAccount(row);
    },

    security: (merchantCode: string): Promise<OperatorSecurity> =>
      twoFactor.twoFactorRequired(merchantCode).then((twoFactorRequired) => ({ twoFactorRequired })),

    async setSecurity(actor: Actor, value: OperatorSecurity): Promise<OperatorSecurity> {
      await audited.update(
        actor,
        'operator-security',
        async (scope) => repository.setSecurity(scope, value.twoFactorRequired),
        (row) => ({ twoFactorRequired: row.twoFactorRequired }),
        {
          published: false,
          before: async ({ tx }) => ({
            id: actor.merchantCode,
            twoFactorRequired: await twoFactor.twoFactorRequired(actor.merchantCode, tx),
          }),
        },
      );
      return value;
    },
  };
}
export type OperatorAccountsService = ReturnType<typeof createOperatorAccountsService>;
