import { describe, expect, it } from 'vitest';
import { loadConfig, missingSenders, REPO_ROOT } from './config';

describe('config', () => {
  it('has the documented defaults, paths from the repository root', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, HOST: '127.0.0.1', SEED_GAMES: 3000, NODE_ENV: 'development' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dataDir).toBe(`${REPO_ROOT}/data`);
    expect(config.pgliteDir).toBe(`${REPO_ROOT}/data/pglite`);
    expect(config.mediaDir).toBe(`${REPO_ROOT}/data/media`);
    expect(config.webDist).toBe(`${REPO_ROOT}/apps/web/dist`);
    expect(config.gamesDist).toBe(`${REPO_ROOT}/apps/games/dist`);
  });

  it('exempts loopback from the rate limit only outside production unless told', () => {
    expect(loadConfig({}).RATE_LIMIT_EXEMPT_LOOPBACK).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).RATE_LIMIT_EXEMPT_LOOPBACK).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', RATE_LIMIT_EXEMPT_LOOPBACK: '1' }).RATE_LIMIT_EXEMPT_LOOPBACK).toBe(
      true,
    );
  });

  it('serves the API docs only outside production unless told', () => {
    expect(loadConfig({}).API_DOCS).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).API_DOCS).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', API_DOCS: 'on' }).API_DOCS).toBe(true);
    expect(loadConfig({ API_DOCS: 'off' }).API_DOCS).toBe(false);
  });

  it('allows the payment sandbox in production only when told', () => {
    expect(loadConfig({}).PAYMENTS_SANDBOX_ALLOWED).toBe(true);
    expect(loadConfig({ PAYMENTS_SANDBOX_ALLOWED: '0' }).PAYMENTS_SANDBOX_ALLOWED).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).PAYMENTS_SANDBOX_ALLOWED).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS_SANDBOX_ALLOWED: '1' }).PAYMENTS_SANDBOX_ALLOWED).toBe(true);
  });

  it('allows the provider sandbox in production only when told', () => {
    expect(loadConfig({}).PROVIDERS_SANDBOX_ALLOWED).toBe(true);
    expect(loadConfig({ PROVIDERS_SANDBOX_ALLOWED: '0' }).PROVIDERS_SANDBOX_ALLOWED).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).PROVIDERS_SANDBOX_ALLOWED).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', PROVIDERS_SANDBOX_ALLOWED: '1' }).PROVIDERS_SANDBOX_ALLOWED).toBe(true);
    expect(loadConfig({}).PROVIDERS_SANDBOX_URL).toBe('http://127.0.0.1:3028');
  });

  it('parses the environment and names a bad variable', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/srv/lobby',
      TRUST_PROXY: 'yes',
      DATABASE_URL: 'postgres://u@h/db',
      REDIS_URL: '',
    });
    expect(config).toMatchObject({
      PORT: 8080,
      dataDir: '/srv/lobby',
      TRUST_PROXY: true,
      DATABASE_URL: 'postgres://u@h/db',
    });
    expect(config.REDIS_URL).toBeUndefined();
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });

  it('never keeps messages in an outbox in production, and refuses being told to', () => {
    expect(loadConfig({}).MESSAGE_OUTBOX).toBe(true);
    expect(loadConfig({ MESSAGE_OUTBOX: 'off' }).MESSAGE_OUTBOX).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).MESSAGE_OUTBOX).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'production', MESSAGE_OUTBOX: 'on' })).toThrow(/MESSAGE_OUTBOX/);
  });

  it('names the senders a start without an outbox lacks', () => {
    expect(missingSenders(loadConfig({ NODE_ENV: 'production' }))).toEqual(['SMS_PROVIDER_URL', 'SMTP_URL']);
    expect(missingSenders(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525' }))).toEqual([
      'SMS_PROVIDER_URL',
    ]);
    const both = { SMTP_URL: 'smtp://127.0.0.1:2525', SMS_PROVIDER_URL: 'http://127.0.0.1:3025/sms' };
    expect(missingSenders(loadConfig({ NODE_ENV: 'production', ...both }))).toEqual([]);
    expect(missingSenders(loadConfig({ MESSAGE_OUTBOX: 'off' }))).toEqual(['SMS_PROVIDER_URL', 'SMTP_URL']);
    expect(missingSenders(loadConfig({}))).toEqual([]);
  });
});
