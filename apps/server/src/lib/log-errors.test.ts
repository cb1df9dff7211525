import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DRIVERS, type TestApp } from '../test/app';
import { serializeError } from './log-errors';

const SECRET = 'ana.secret@example.com';

describe('serializeError', () => {
  it('keeps the SQL, the class and the database code, and drops parameters and row values', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "members_email"'), {
      code: '23505',
      constraint: 'members_email',
      detail: `Key (email)=(${SECRET}) already exists.`,
      params: [SECRET],
    });
    const error = new DrizzleQueryError('insert into members (email) values ($1)', [SECRET], cause);
    const logged = JSON.stringify(serializeError(error));
    expect(logged).not.toContain(SECRET);
    expect(logged).toContain('DrizzleQueryError');
    expect(logged).toContain('insert into members (email) values ($1)');
    expect(logged).toContain('members_email');
    expect(logged).toContain('23505');
    // The original error is left as it was.
    expect(error.message).toContain(SECRET);
  });

  it('passes other errors and non-errors through as pino would', () => {
    expect(serializeError({ any: 1 } as unknown as Error)).toEqual({ any: 1 });
    expect(JSON.stringify(serializeError(new RangeError('out of range')))).toContain('out of range');
  });
});

describe.each(DRIVERS)('a failed query in the request log on %s', (driver) => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    t = await createTestApp(driver, {
      logger: { stream },
      // The query carries a parameter and then fails on something else.
      extend: (app) => {
        app.get('/test/failing-query', async () => t.db.handle.db.execute(sql`select ${SECRET}::text, 1 / 0`));
      },
    });
  });
  afterAll(() => t.close());

  it('answers 500 and logs the failure without its parameters', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/test/failing-query' });
    expect(response.statusCode).toBe(500);
    const failed = lines.find((line) => line.includes('request failed'));
    expect(failed).toBeDefined();
    expect(failed).toContain('division by zero');
    expect(lines.join('\n')).not.toContain(SECRET);
  });
});
