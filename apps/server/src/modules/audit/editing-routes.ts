import { idParamSchema, type OperatorRole } from '@lobby/contract/admin/operators';
import { failureSchema, ok } from '@lobby/contract/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { success } from '../../lib/envelope';
import { actorOf } from './actor';
import type { Actor } from './audit.repository';

type Schema = z.ZodType;

/** The failures an operator route may answer; a module adds 429 where its calls are rate-limited. */
export const EDITING_FAILURES = { 400: failureSchema, 401: failureSchema, 403: failureSchema, 404: failureSchema };

export interface EditingRoutes<
  Create extends Schema,
  Update extends Schema,
  Item extends Schema,
  Removed extends Schema,
> {
  /** The collection; one record is `${path}/:id`. */
  path: string;
  /** The OpenAPI tag, e.g. 'admin: help'. */
  tag: string;
  /** Who may change the records (admins always may). */
  roles: OperatorRole[];
  failures?: Record<number, typeof failureSchema>;
  /** A record as the operator API answers it after a create or a change. */
  item: Item;
  create: { summary: string; body: Create; run: (actor: Actor, body: z.output<Create>) => Promise<z.input<Item>> };
  update: {
    summary: string;
    /** PUT replaces the record, PATCH changes the fields sent. */
    method: 'PUT' | 'PATCH';
    body: Update;
    run: (actor: Actor, id: number, body: z.output<Update>) => Promise<z.input<Item>>;
  };
  remove: { summary: string; response: Removed; run: (actor: Actor, id: number) => Promise<z.input<Removed>> };
}

/**
 * The operator API's create, change and remove of one kind of record: each runs as the signed-in operator (the
 * audit actor), through a service whose write goes through app.audited. The list and one-record reads differ
 * from area to area and stay in each module's admin routes.
 */
export function editingRoutes<
  Create extends Schema,
  Update extends Schema,
  Item extends Schema,
  Removed extends Schema,
>(app: FastifyInstance, spec: EditingRoutes<Create, Update, Item, Removed>): void {
  const base = { tags: [spec.tag], security: [{ bearer: [] }] };
  const failures = spec.failures ?? EDITING_FAILURES;
  const preHandler = app.requireOperator(...spec.roles);
  const idOf = (request: FastifyRequest) => (request.params as z.output<typeof idParamSchema>).id;
  app.route({
    method: 'POST',
    url: spec.path,
    preHandler,
    schema: {
      ...base,
      summary: spec.create.summary,
      body: spec.create.body,
      response: { 200: ok(spec.item), ...failures },
    },
    handler: async (request) => success(await spec.create.run(actorOf(request), request.body as z.output<Create>)),
  });
  app.route({
    method: spec.update.method,
    url: `${spec.path}/:id`,
    preHandler,
    schema: {
      ...base,
      summary: spec.update.summary,
      params: idParamSchema,
      body: spec.update.body,
      response: { 200: ok(spec.item), ...failures },
    },
    handler: async (request) =>
      success(await spec.update.run(actorOf(request), idOf(request), request.body as z.output<Update>)),
  });
  app.route({
    method: 'DELETE',
    url: `${spec.path}/:id`,
    preHandler,
    schema: {
      ...base,
      summary: spec.remove.summary,
      params: idParamSchema,
      response: { 200: ok(spec.remove.response), ...failures },
    },
    handler: async (request) => success(await spec.remove.run(actorOf(request), idOf(request))),
  });
}
