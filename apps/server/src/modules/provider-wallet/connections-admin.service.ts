import type {
  ProviderConnectionCreate,
  ProviderConnectionUpdate,
  ProviderConnectionView,
} from '@lobby/contract/provider-wallet';
import { isInhouseVendor } from '@lobby/contract/games';
import type { ProviderConnection } from '../../db/schema/index';
import type { Tx } from '../../db/transaction';
import { ApiError } from '../../lib/envelope';
import type { SecretBox } from '../../lib/secret-box';
import type { Actor } from '../audit/audit.repository';
import { UNPUBLISHED, changedFields, type AuditedWrites } from '../audit/audited-write';
import { isUniqueViolation } from './answers';
import type { ConnectionChanges, ConnectionsRepository } from './connections.repository';
import type { ProviderReportRepository } from './provider-report.repository';

const LOOPBACK_HOSTS = new Set(['localhost', '[::1]']);
const isLoopback = (host: string) => LOOPBACK_HOSTS.has(host) || /^127(\.\d{1,3}){3}$/.test(host);

/**
 * A provider's base URL: https, or http to a loopback host (a local simulator) or, outside production, to a
 * sandbox. No credentials, query or fragment: the calls append their own paths.
 */
export function checkBaseUrl(raw: string, adapter: string, production: boolean): string {
  const url = URL.canParse(raw) ? new URL(raw) : undefined;
  const plainAllowed = (host: string) => isLoopback(host) || (adapter === 'sandbox' && !production);
  const fine =
    url &&
    (url.protocol === 'https:' || (url.protocol === 'http:' && plainAllowed(url.hostname))) &&
    !url.username &&
    !url.password &&
    !url.search &&
    !url.hash;
  if (!fine) throw new ApiError('provider.connection.url.invalid', undefined, 'baseUrl');
  return raw.replace(/\/+$/, '');
}

/** What the audit keeps of a connection: everything an operator sets except the secret. */
const audited = (row: ProviderConnection) => ({
  adapter: row.adapter,
  baseUrl: row.baseUrl,
  operatorId: row.operatorId,
  openRoundTimeoutSeconds: row.openRoundTimeoutSeconds,
  reconciliation: row.reconciliation,
  enabled: row.enabled,
});

export interface ConnectionsAdminDeps {
  repository: ConnectionsRepository;
  views: ProviderReportRepository;
  audited: AuditedWrites;
  box: SecretBox;
  production: boolean;
  /** Drops this instance's cached connections and framed origins; other instances follow within their cache time. */
  changed: () => void;
}

/** The admin's writes of the merchant's provider connections: create, change, set the secret. All audited. */
export function createConnectionsAdmin(deps: ConnectionsAdminDeps) {
  const { repository, box } = deps;

  async function view(merchantCode: string, providerCode: string): Promise<ProviderConnectionView> {
    const found = (await deps.views.connections(merchantCode)).find((item) => item.providerCode === providerCode);
    if (!found) throw new ApiError('resource.not.found', undefined, 'providerCode');
    return found;
  }

  /** A secret to store: sealed, with its time; refused for a sandbox connection (it derives its own). */
  function sealedSecret(adapter: string, secret: string | undefined): ConnectionChanges {
    if (secret === undefined) return {};
    if (adapter === 'sandbox') throw new ApiError('provider.connection.secret.sandbox', undefined, 'secret');
    return { secretSealed: box.seal(secret), secretRotatedAt: new Date() };
  }

  async function checkOperator(tx: Tx, merchantCode: string, providerCode: string, operatorId: string | undefined) {
    if (operatorId !== undefined && (await repository.operatorTaken(tx, merchantCode, providerCode, operatorId)))
      throw new ApiError('provider.connection.operator.taken', undefined, 'operatorId');
  }

  /** Runs one audited change, maps a unique index's refusal (a race the checks lost) and clears the caches. */
  async function run<R>(work: () => Promise<R>): Promise<R> {
    try {
      return await work();
    } catch (failure) {
      if (isUniqueViolation(failure)) throw new ApiError('provider.connection.exists', undefined, 'providerCode');
      throw failure;
    } finally {
      deps.changed();
    }
  }

  /** One audited change of an existing connection: locked first (none: not found), then `change`. */
  function onConnection<R>(
    actor: Actor,
    providerCode: string,
    change: (tx: Tx, before: ProviderConnection) => Promise<R>,
    entry: (result: R) => { action: string; detail: Record<string, unknown> },
  ): Promise<R> {
    return run(() =>
      deps.audited.write(
        actor,
        async ({ tx }) => {
          const before = await repository.lock(tx, actor.merchantCode, providerCode);
          if (!before) throw new ApiError('resource.not.found', undefined, 'providerCode');
          return change(tx, before);
        },
        (result) => ({ ...entry(result), targetType: 'provider_connection', targetId: providerCode }),
        UNPUBLISHED,
      ),
    );
  }

  return {
    async create(actor: Actor, body: ProviderConnectionCreate): Promise<ProviderConnectionView> {
      const { merchantCode } = actor;
      const providerCode = body.providerCode.toUpperCase();
      if (isInhouseVendor(providerCode)) throw new ApiError('provider.connection.inhouse', undefined, 'providerCode');
      const baseUrl = checkBaseUrl(body.baseUrl, body.adapter, deps.production);
      if (body.adapter === 'seamless-v1' && !body.secret)
        throw new ApiError('provider.connection.secret.required', undefined, 'secret');
      await run(() =>
        deps.audited.write(
          actor,
          async ({ tx }) => {
            if (!(await repository.providerExists(tx, merchantCode, providerCode)))
              throw new ApiError('provider.unknown', undefined, 'providerCode');
            if (await repository.lock(tx, merchantCode, providerCode))
              throw new ApiError('provider.connection.exists', undefined, 'providerCode');
            await checkOperator(tx, merchantCode, providerCode, body.operatorId);
            const { secret, ...fields } = body;
            return repository.insert(tx, {
              ...fields,
              ...sealedSecret(body.adapter, secret),
              providerCode,
              baseUrl,
              merchantCode,
            });
          },
          (row) => ({
            action: 'provider_connection.create',
            targetType: 'provider_connection',
            targetId: row.providerCode,
            detail: { ...audited(row), secretSet: row.secretSealed !== null },
          }),
          UNPUBLISHED,
        ),
      );
      return view(merchantCode, providerCode);
    },

    async update(actor: Actor, providerCode: string, body: ProviderConnectionUpdate) {
      const { merchantCode } = actor;
      await onConnection(
        actor,
        providerCode,
        async (tx, before) => {
          const { secret, ...fields } = body;
          const adapter = fields.adapter ?? before.adapter;
          const changes: ConnectionChanges = { ...fields, ...sealedSecret(adapter, secret) };
          // The URL is checked again when only the adapter changes: http may be allowed for one and not the other.
          if (fields.baseUrl !== undefined || fields.adapter !== undefined)
            changes.baseUrl = checkBaseUrl(fields.baseUrl ?? before.baseUrl, adapter, deps.production);
          if (adapter === 'seamless-v1' && !before.secretSealed && !changes.secretSealed)
            throw new ApiError('provider.connection.secret.required', undefined, 'secret');
          await checkOperator(tx, merchantCode, providerCode, fields.operatorId);
          const after = await repository.update(tx, merchantCode, providerCode, changes);
          if (!after) throw new ApiError('resource.not.found', undefined, 'providerCode');
          return { before, after, rotated: changes.secretSealed !== undefined };
        },
        ({ before, after, rotated }) => ({
          action: 'provider_connection.update',
          detail: { ...changedFields(audited(before), audited(after)), secretRotated: rotated },
        }),
      );
      return view(merchantCode, providerCode);
    },

    /**
     * Removes a connection (a provider the site stops offering): refused while it has open rounds, which need it to
     * be reconciled. Its games then say the provider is not connected; its records and rounds stay.
     */
    async remove(actor: Actor, providerCode: string) {
      const { merchantCode } = actor;
      await onConnection(
        actor,
        providerCode,
        async (tx, before) => {
          if ((await repository.openRounds(tx, merchantCode, providerCode)) > 0)
            throw new ApiError('provider.connection.open.rounds', undefined, 'providerCode');
          await repository.remove(tx, merchantCode, providerCode);
          return before;
        },
        (before) => ({ action: 'provider_connection.delete', detail: audited(before) }),
      );
      return { removed: providerCode };
    },

    /** Sets (rotates) a seamless-v1 connection's secret: sealed at rest, never answered nor logged. */
    async setSecret(actor: Actor, providerCode: string, secret: string) {
      const { merchantCode } = actor;
      await onConnection(
        actor,
        providerCode,
        async (tx, before) => {
          const changes = sealedSecret(before.adapter, secret);
          await repository.update(tx, merchantCode, providerCode, changes);
          return { rotated: before.secretSealed !== null, at: changes.secretRotatedAt };
        },
        ({ rotated, at }) => ({
          action: 'provider_connection.secret',
          detail: { rotated, secretRotatedAt: at?.toISOString() },
        }),
      );
      return view(merchantCode, providerCode);
    },
  };
}
export type ConnectionsAdmin = ReturnType<typeof createConnectionsAdmin>;
