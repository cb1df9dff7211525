import type { PublicKey } from '@lobby/contract/auth';
import { API_PATHS, type Failure } from '@lobby/contract/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DRIVERS, getJson, type TestApp } from '../../test/app';
import { DEMO, loginAs, sendEncrypted } from '../../test/accounts';

type Ok<T> = { success: true; value: T };

describe.each(DRIVERS)('captcha images and encryption keys on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());

  it('issues a PNG captcha of the merchant kind, never cached', async () => {
    const { status, body, headers } = await getJson<Ok<{ image: string; captchaKey: string; length: number }>>(
      t.app,
      API_PATHS.captcha,
    );
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('no-store');
    const [prefix, data] = body.value.image.split(',');
    expect(prefix).toBe('data:image/png;base64');
    const meta = await sharp(Buffer.from(data ?? '', 'base64')).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 132, height: 48 });
    expect(body.value.length).toBeLessThanOrEqual(6);
    const letters = await getJson<Ok<{ length: number }>>(t.app, `${API_PATHS.captcha}?kind=letters`);
    expect(letters.body.value.length).toBe(5);
    expect((await getJson<Failure>(t.app, `${API_PATHS.captcha}?kind=<svg>`)).status).toBe(400);
  });

  it('publishes one key; after rotation the old key still decrypts and the new one is published', async () => {
    const before = (await getJson<Ok<PublicKey>>(t.app, API_PATHS.publicKey)).body.value;
    expect(before).toMatchObject({ alg: 'RSA-OAEP-256', enc: 'A256GCM', jwk: { kty: 'RSA' } });
    expect(JSON.stringify(before)).not.toMatch(/"d"|"p"|"q"/);
    const { CompactEncrypt, importJWK } = await import('jose');
    const oldJwe = await new CompactEncrypt(
      new TextEncoder().encode(JSON.stringify({ type: 'username', ...DEMO.player })),
    )
      .setProtectedHeader({ alg: before.alg, enc: before.enc, kid: before.kid })
      .encrypt(await importJWK(before.jwk, before.alg));

    const kid = await t.app.encryption.rotate();
    const after = (await getJson<Ok<PublicKey>>(t.app, API_PATHS.publicKey)).body.value;
    expect(after.kid).toBe(kid);
    expect(after.kid).not.toBe(before.kid);

    const response = await t.app.inject({
      method: 'POST',
      url: API_PATHS.login,
      headers: { encryption: 'JWE' },
      payload: { payload: oldJwe },
    });
    expect(response.statusCode).toBe(200);
    await expect(loginAs(t.app, DEMO.player.username, DEMO.player.password)).resolves.toBeTruthy();
  });

  it('stops decrypting retired keys', async () => {
    const old = (await getJson<Ok<PublicKey>>(t.app, API_PATHS.publicKey)).body.value;
    const { CompactEncrypt, importJWK } = await import('jose');
    const jwe = await new CompactEncrypt(new TextEncoder().encode(JSON.stringify({ type: 'username', ...DEMO.player })))
      .setProtectedHeader({ alg: old.alg, enc: old.enc, kid: old.kid })
      .encrypt(await importJWK(old.jwk, old.alg));
    await t.app.encryption.rotate();
    expect(await t.app.encryption.retireOld()).toBeGreaterThan(0);
    const response = await t.app.inject({
      method: 'POST',
      url: API_PATHS.login,
      headers: { encryption: 'JWE' },
      payload: { payload: jwe },
    });
    expect(response.json()).toMatchObject({ code: 'request.encryption.invalid' });
    await expect(loginAs(t.app, DEMO.player.username, DEMO.player.password)).resolves.toBeTruthy();
  });

  it('refuses a JWE made with a key it never issued', async () => {
    const { generateKeyPair, CompactEncrypt } = await import('jose');
    const stranger = await generateKeyPair('RSA-OAEP-256');
    const jwe = await new CompactEncrypt(new TextEncoder().encode('{}'))
      .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: 'made-up' })
      .encrypt(stranger.publicKey);
    const response = await t.app.inject({
      method: 'POST',
      url: API_PATHS.login,
      headers: { encryption: 'JWE' },
      payload: { payload: jwe },
    });
    expect(response.json()).toMatchObject({ code: 'request.encryption.invalid' });
    const plainAlg = await sendEncrypted<Failure>(t.app, API_PATHS.login, {
      type: 'username',
      username: 'x',
      password: 'y',
    });
    expect(plainAlg.status).toBe(401);
  });
});
