import { failureSchema, ok, PROVIDER_WALLET_PATHS } from '@lobby/contract/core';
import {
  providerCodeParamsSchema,
  providerConnectionCreateSchema,
  providerConnectionUpdateSchema,
  providerConnectionRemovedSchema,
  providerConnectionViewSchema,
  providerSecretBodySchema,
  providerConnectionsSchema,
  providerReportQuerySchema,
  providerReportSchema,
  type ProviderReport,
} from '@lobby/contract/provider-wallet';
import { formatAmount } from '@lobby/contract/cashier';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { actorOf } from '../audit/actor';
import type { ConnectionsAdmin } from './connections-admin.service';
import { DEFAULT_CURRENCY } from '../site/site.service';
import type { ProviderReportRepository } from './provider-report.repository';

const failures = { 400: failureSchema, 401: failureSchema, 403: failureSchema };
const writeFailures = { ...failures, 404: failureSchema, 409: failureSchema };
const tags = ['admin: game providers'];

/** Operator API: the provider report and the connections (admin and finance read; admins write). */
export function providerWalletAdminRoutes(
  repository: ProviderReportRepository,
  connections: ConnectionsAdmin,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      PROVIDER_WALLET_PATHS.report,
      {
        preHandler: app.requireOperator('finance'),
        schema: {
          tags: ['admin: game providers'],
          security: [{ bearer: [] }],
          summary:
            'Transactions, bets, wins, refunds and GGR (bets − wins − refunds) of real play per provider and day (the merchant’s time zone), newest day first; at most a year',
          querystring: providerReportQuerySchema,
          response: { 200: ok(providerReportSchema), ...failures },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { code, settings } = request.merchant;
        const currency = settings.currency ?? DEFAULT_CURRENCY;
        const rows = await repository.report({
          merchantCode: code,
          timeZone: settings.timeZone ?? 'UTC',
          ...request.query,
        });
        const money = (minor: bigint) => formatAmount(Number(minor), currency);
        const totals = { transactions: 0, bets: 0n, wins: 0n, refunds: 0n };
        const report: ProviderReport = {
          currency,
          rows: rows.map((row) => {
            const [bets, wins, refunds] = [BigInt(row.bets), BigInt(row.wins), BigInt(row.refunds)];
            totals.transactions += row.transactions;
            totals.bets += bets;
            totals.wins += wins;
            totals.refunds += refunds;
            const { day, provider_code: providerCode, transactions } = row;
            return {
              day,
              providerCode,
              transactions,
              bets: money(bets),
              wins: money(wins),
              refunds: money(refunds),
              ggr: money(bets - wins - refunds),
            };
          }),
          totals: {
            transactions: totals.transactions,
            bets: money(totals.bets),
            wins: money(totals.wins),
            refunds: money(totals.refunds),
            ggr: money(totals.bets - totals.wins - totals.refunds),
          },
        };
        return success(report);
      },
    );

    app.get(
      PROVIDER_WALLET_PATHS.connections,
      {
        preHandler: app.requireOperator('finance'),
        schema: {
          tags: ['admin: game providers'],
          security: [{ bearer: [] }],
          summary:
            'The merchant’s provider connections: adapter, base URL, operator id, open-round timeout, reconciliation rule, enabled, open rounds (never the secret)',
          response: { 200: ok(providerConnectionsSchema), ...failures },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return success({ items: await repository.connections(request.merchant.code) });
      },
    );

    // Writes: admins only (finance reads).
    const adminOnly = app.requireOperator();
    app.post(
      PROVIDER_WALLET_PATHS.connections,
      {
        preHandler: adminOnly,
        schema: {
          tags,
          security: [{ bearer: [] }],
          summary:
            'Connect a catalogue provider: adapter, base URL (https; http only to loopback, or to a sandbox outside production), operator id, timeout, rule, secret (seamless-v1, write-only); audited',
          body: providerConnectionCreateSchema,
          response: { 200: ok(providerConnectionViewSchema), ...writeFailures },
        },
      },
      async (request) => success(await connections.create(actorOf(request), request.body)),
    );

    app.patch(
      PROVIDER_WALLET_PATHS.connection,
      {
        preHandler: adminOnly,
        schema: {
          tags,
          security: [{ bearer: [] }],
          summary: 'Change a connection (the fields sent; a secret sent is rotated); audited without the secret',
          params: providerCodeParamsSchema,
          body: providerConnectionUpdateSchema,
          response: { 200: ok(providerConnectionViewSchema), ...writeFailures },
        },
      },
      async (request) =>
        success(await connections.update(actorOf(request), request.params.providerCode.toUpperCase(), request.body)),
    );

    app.delete(
      PROVIDER_WALLET_PATHS.connection,
      {
        preHandler: adminOnly,
        schema: {
          tags,
          security: [{ bearer: [] }],
          summary:
            'Remove a connection (the provider’s games then say it is not connected); refused while it has open rounds; audited',
          params: providerCodeParamsSchema,
          response: { 200: ok(providerConnectionRemovedSchema), ...writeFailures },
        },
      },
      async (request) => success(await connections.remove(actorOf(request), request.params.providerCode.toUpperCase())),
    );

    app.put(
      PROVIDER_WALLET_PATHS.connectionSecret,
      {
        preHandler: adminOnly,
        schema: {
          tags,
          security: [{ bearer: [] }],
          summary: 'Set or rotate a seamless-v1 connection’s signing secret (write-only; answers only that it is set)',
          params: providerCodeParamsSchema,
          body: providerSecretBodySchema,
          response: { 200: ok(providerConnectionViewSchema), ...writeFailures },
        },
      },
      async (request) =>
        success(
          await connections.setSecret(actorOf(request), request.params.providerCode.toUpperCase(), request.body.secret),
        ),
    );
  };
}
