import type { AdminChannel, AdminChannelCreate, AdminChannelUpdate } from '@lobby/contract/admin/cashier';
import { formatAmount, isGatewayKind, parseAmount } from '@lobby/contract/cashier';
import type { GatewayConfig } from '../../db/schema/index';
import { ApiError } from '../../lib/envelope';
import type { Actor } from '../audit/audit.repository';
import { UNPUBLISHED, type AuditedWrites } from '../audit/audited-write';
import type { CashierRepository, ChannelRecord, ChannelValues, Direction } from './cashier.repository';

/** A channel as the operator sees it: the gateway secret is only ever said to be set. */
export function toAdminChannel(row: ChannelRecord): AdminChannel {
  const money = (minor: number) => formatAmount(minor, row.currency);
  return {
    id: row.id,
    direction: row.direction,
    kind: row.kind,
    names: row.names,
    iconUrl: row.iconUrl,
    currency: row.currency,
    min: money(row.minMinor),
    max: money(row.maxMinor),
    presets: row.presetsMinor.map(money),
    fee: row.fee,
    hours: row.hours,
    memberTypes: row.memberTypes,
    rankLevels: row.rankLevels,
    sort: row.sort,
    enabled: row.enabled,
    receivingAccount: row.receivingAccount,
    gateway: row.gateway
      ? {
          adapter: row.gateway.adapter,
          method: row.gateway.method ?? 'redirect',
          url: row.gateway.url ?? null,
          accountId: row.gateway.accountId ?? null,
          secretSet: Boolean(row.gateway.secret),
        }
      : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const invalid = (field: string, message: string) => new ApiError('request.invalid', `${field}: ${message}`, field);

/** An amount the operator typed, in the channel's currency. */
function minorOf(amount: string, currency: string, field: string): number {
  const parsed = parseAmount(amount, currency);
  if ('problem' in parsed) throw invalid(field, `not an amount in ${currency}`);
  return parsed.minor;
}

/** The stored channel values of a whole channel (new, or existing with the changes applied), checked together. */
function checkedValues(
  direction: Direction,
  currency: string,
  input: Omit<AdminChannelCreate, 'direction'>,
  previousGateway: GatewayConfig | null,
): ChannelValues {
  const minMinor = minorOf(input.min, currency, 'min');
  const maxMinor = minorOf(input.max, currency, 'max');
  if (minMinor > maxMinor) throw invalid('max', 'must not be below min');
  const presetsMinor = input.presets.map((preset) => minorOf(preset, currency, 'presets'));
  if (presetsMinor.some((preset) => preset < minMinor || preset > maxMinor))
    throw invalid('presets', 'must lie within min and max');
  if (input.fee.type === 'fixed') minorOf(input.fee.value, currency, 'fee');
  const gatewayKind = isGatewayKind(input.kind);
  let gateway: GatewayConfig | null = null;
  if (gatewayKind) {
    if (!input.gateway) throw invalid('gateway', 'a gateway channel needs its gateway settings');
    // The secret is write-only: a change that does not send it keeps the stored one; so does the method.
    const secret = input.gateway.secret ?? previousGateway?.secret;
    const method = input.gateway.method ?? previousGateway?.method ?? 'redirect';
    gateway = { ...input.gateway, method, ...(secret ? { secret } : {}) };
    if (gateway.adapter === 'signed-http' && (!gateway.url || !gateway.accountId || !gateway.secret)) {
      throw invalid('gateway', 'signed-http needs url, accountId and secret');
    }
  }
  if (direction === 'deposit' && !gatewayKind && !input.receivingAccount) {
    throw invalid('receivingAccount', 'a manual deposit channel needs the account members pay into');
  }
  return {
    direction,
    kind: input.kind,
    names: input.names,
    iconUrl: input.iconUrl,
    currency,
    minMinor,
    maxMinor,
    presetsMinor,
    fee: input.fee,
    hours: input.hours,
    memberTypes: [...new Set(input.memberTypes)],
    rankLevels: [...new Set(input.rankLevels)],
    sort: input.sort,
    enabled: input.enabled,
    receivingAccount: direction === 'deposit' && !gatewayKind ? input.receivingAccount : null,
    gateway,
  };
}

/** What the audit log keeps of a channel (never the secret). */
const auditDetail = (row: ChannelRecord) => ({ ...toAdminChannel(row), createdAt: undefined, updatedAt: undefined });

/**
 * Production refuses the sandbox adapter unless PAYMENTS_SANDBOX_ALLOWED: an enabled channel may not use it
 * (switching one off stays possible, so a seeded sandbox channel can be retired).
 */
function refuseSandbox(values: ChannelValues, sandboxAllowed: boolean): void {
  if (!sandboxAllowed && values.enabled && values.gateway?.adapter === 'sandbox') {
    throw new ApiError('cashier.gateway.sandbox', undefined, 'gateway');
  }
}

/** The operators' channel settings; every write audited. */
export function createCashierAdminService(
  repository: CashierRepository,
  audited: AuditedWrites,
  sandboxAllowed = true,
) {
  return {
    async list(merchantCode: string, direction?: Direction): Promise<AdminChannel[]> {
      return (await repository.all(merchantCode, direction)).map(toAdminChannel);
    },

    async create(actor: Actor, currency: string, input: AdminChannelCreate): Promise<AdminChannel> {
      const { direction, ...fields } = input;
      const values = checkedValues(direction, currency, fields, null);
      refuseSandbox(values, sandboxAllowed);
      const row = await audited.create(
        actor,
        'paymentChannel',
        (scope) => repository.insert(scope, values),
        auditDetail,
        UNPUBLISHED,
      );
      return toAdminChannel(row);
    },

    async update(actor: Actor, id: number, changes: AdminChannelUpdate): Promise<AdminChannel> {
      const row = await audited.update(
        actor,
        'paymentChannel',
        async (scope) => {
          const current = await repository.lock(scope, id);
          if (!current) throw new ApiError('resource.not.found');
          const merged = {
            ...toAdminChannel(current),
            ...changes,
            gateway: changes.gateway === undefined ? current.gateway : changes.gateway,
          };
          const values = checkedValues(current.direction, current.currency, merged, current.gateway);
          refuseSandbox(values, sandboxAllowed);
          return repository.update(scope, id, values);
        },
        auditDetail,
        { ...UNPUBLISHED, before: (scope) => repository.lock(scope, id) },
      );
      if (!row) throw new ApiError('resource.not.found');
      return toAdminChannel(row);
    },
  };
}
export type CashierAdminService = ReturnType<typeof createCashierAdminService>;
