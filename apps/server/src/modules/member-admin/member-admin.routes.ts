import {
  adminAdjustmentRequestSchema,
  adminAdjustmentSchema,
  adminLedgerQuerySchema,
  adminLedgerResponseSchema,
  adminMemberNoteRequestSchema,
  adminMemberNoteSchema,
  adminMemberNotesSchema,
  adminMemberRewardsSchema,
  adminMemberRoundsSchema,
  adminMemberSchema,
  adminMemberSessionsSchema,
  adminMemberStatusRequestSchema,
  adminMembersQuerySchema,
  adminMembersResponseSchema,
  adminPageQuerySchema,
  adminRevokedSchema,
  memberIdParamsSchema,
  memberSessionParamsSchema,
  memberStatusSchema,
} from '@lobby/contract/admin/members';
import { ADMIN_PATHS, failureSchema, languageSchema, ok } from '@lobby/contract/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { success } from '../../lib/envelope';
import { actorOf } from '../audit/actor';

const failures = { 400: failureSchema, 401: failureSchema, 403: failureSchema, 404: failureSchema, 409: failureSchema };
const tagged = { tags: ['admin: members'], security: [{ bearer: [] }] };
const params = memberIdParamsSchema;

/**
 * Operator API on members. Reviewers, finance and admins read; editors (content) do not. Admins
 * enable, disable and end sessions; finance (and admins) move money and export the ledger.
 */
export const memberAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { memberAdmin } = app;
  const readers = { preHandler: app.requireOperator('reviewer', 'finance') };
  const admins = { preHandler: app.requireOperator('admin') };
  const money = { preHandler: app.requireOperator('finance') };
  const item = `${ADMIN_PATHS.members}/:id`;
  // Members' data is never cached on the way (these routes only: this plugin is not wrapped in fastify-plugin).
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  app.get(
    ADMIN_PATHS.members,
    {
      ...readers,
      schema: {
        ...tagged,
        summary:
          'Search members: q matches an exact id or part of the username, mobile or e-mail; filtered, sorted, paged',
        querystring: adminMembersQuerySchema,
        response: { 200: ok(adminMembersResponseSchema), ...failures },
      },
    },
    async (request) => success(await memberAdmin.search(request.merchant.code, request.query)),
  );
  app.get(
    item,
    {
      ...readers,
      schema: {
        ...tagged,
        summary: "A member's profile: account fields, type, status, rank, dates, balance, live sessions",
        params,
        querystring: z.object({ language: languageSchema.default('en') }),
        response: { 200: ok(adminMemberSchema), ...failures },
      },
    },
    async (request) =>
      success(await memberAdmin.profile(request.merchant.code, request.params.id, request.query.language)),
  );
  app.put(
    `${item}/status`,
    {
      ...admins,
      schema: {
        ...tagged,
        summary: 'Enable or disable a member (admins); disabling ends their sessions at once',
        params,
        body: adminMemberStatusRequestSchema,
        response: { 200: ok(z.object({ status: memberStatusSchema })), ...failures },
      },
    },
    async (request) => success(await memberAdmin.setStatus(actorOf(request), request.params.id, request.body.status)),
  );
  app.get(
    `${item}/sessions`,
    {
      ...readers,
      schema: {
        ...tagged,
        summary: "A member's sessions, newest first (the last 100)",
        params,
        response: { 200: ok(adminMemberSessionsSchema), ...failures },
      },
    },
    async (request) => success(await memberAdmin.sessions(request.merchant.code, request.params.id)),
  );
  app.delete(
    `${item}/sessions`,
    {
      ...admins,
      schema: {
        ...tagged,
        summary: "End all of a member's sessions (admins)",
        params,
        response: { 200: ok(adminRevokedSchema), ...failures },
      },
    },
    async (request) => success(await memberAdmin.revoke(actorOf(request), request.params.id)),
  );
  app.delete(
    `${item}/sessions/:sessionId`,
    {
      ...admins,
      schema: {
        ...tagged,
        summary: "End one of a member's sessions (admins)",
        params: memberSessionParamsSchema,
        response: { 200: ok(adminRevokedSchema), ...failures },
      },
    },
    async (request) => success(await memberAdmin.revoke(actorOf(request), request.params.id, request.params.sessionId)),
  );
  app.get(
    `${item}/ledger`,
    {
      ...readers,
      schema: {
        ...tagged,
        summary: "A member's balance and ledger, newest first, by kind, paged",
        params,
        querystring: adminLedgerQuerySchema,
        response: { 200: ok(adminLedgerResponseSchema), ...failures },
      },
    },
    async (request) => {
      const { kind, ...paging } = request.query;
      return success(await memberAdmin.ledger(request.merchant.code, request.params.id, kind, paging));
    },
  );
  app.get(
    `${item}/ledger.csv`,
    {
      ...money,
      schema: {
        ...tagged,
        summary: "A member's ledger as CSV (text/csv), same filter, newest first (finance and admins)",
        params,
        querystring: adminLedgerQuerySchema.pick({ kind: true }),
        response: { 200: z.any(), ...failures },
      },
    },
    async (request, reply) => {
      const { username, csv } = await memberAdmin.ledgerCsv(
        request.merchant.code,
        request.params.id,
        request.query.kind,
      );
      const name = `ledger-${username.replace(/[^A-Za-z0-9_.-]/g, '_')}${request.query.kind ? `-${request.query.kind}` : ''}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(Buffer.from(csv, 'utf8'));
    },
  );
  app.get(
    `${item}/rounds`,
    {
      ...readers,
      schema: {
        ...tagged,
        summary: "A member's in-house game rounds, newest first, paged",
        params,
        querystring: adminPageQuerySchema,
        response: { 200: ok(adminMemberRoundsSchema), ...failures },
      },
    },
    async (request) => success(await memberAdmin.rounds(request.merchant.code, request.params.id, request.query)),
  );
  app.get(
    `${item}/reward-applications`,
    {
      ...readers,
      schema: {
        ...tagged,
        summary: "A member's reward applications, newest first, paged",
        params,
        querystring: adminPageQuerySchema,
        response: { 200: ok(adminMemberRewardsSchema), ...failures },
      },
    },
    async (request) => success(await memberAdmin.rewards(request.merchant.code, request.params.id, request.query)),
  );
  app.get(
    `${item}/notes`,
    {
      ...readers,
      schema: {
        ...tagged,
        summary: "Operators' notes on a member, newest first, paged",
        params,
        querystring: adminPageQuerySchema,
        response: { 200: ok(adminMemberNotesSchema), ...failures },
      },
    },
    async (request) => success(await memberAdmin.notes(request.merchant.code, request.params.id, request.query)),
  );
  app.post(
    `${item}/notes`,
    {
      ...readers,
      schema: {
        ...tagged,
        summary: 'Add a plain-text note to a member (at most 1000 characters)',
        params,
        body: adminMemberNoteRequestSchema,
        response: { 200: ok(adminMemberNoteSchema), ...failures },
      },
    },
    async (request) => success(await memberAdmin.addNote(actorOf(request), request.params.id, request.body.text)),
  );
  app.post(
    `${item}/adjustments`,
    {
      ...money,
      schema: {
        ...tagged,
        summary:
          'Credit or debit a balance with a reason (finance and admins): one ledger row and its audit row together; idempotent on idempotencyKey; a debit never takes the balance below zero (409 wallet.insufficient)',
        params,
        body: adminAdjustmentRequestSchema,
        response: { 200: ok(adminAdjustmentSchema), ...failures },
      },
    },
    async (request) => success(await memberAdmin.adjust(actorOf(request), request.params.id, request.body)),
  );
};
