import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSimulator } from './http';
import { connectionSecret, signedHeaders } from './signature';
import { startFakeWallet, type FakePlayer } from './test-helpers';

const KEY = 'provider-api-test-key';
const LOBBY = 'http://127.0.0.1:3000';
const players: Record<string, FakePlayer> = {};
let wallet: Awaited<ReturnType<typeof startFakeWallet>>;
let sim: ReturnType<typeof createSimulator>;

beforeAll(async () => {
  wallet = await startFakeWallet(KEY, players);
  sim = createSimulator({ sandboxKey: KEY, walletUrl: wallet.url, publicUrl: 'http://127.0.0.1:3028' });
});
afterAll(async () => {
  await sim.app.close();
  await wallet.close();
});

const signed = (provider: string, body: object, operator = 'LUCKYNOVA', key = KEY) => {
  const raw = JSON.stringify(body);
  return {
    headers: {
      'content-type': 'application/json',
      ...signedHeaders(operator, connectionSecret(key, operator, provider), raw),
    },
    payload: raw,
  };
};

let sequence = 0;
function launchBody(gameCode: string, overrides: Partial<FakePlayer> = {}) {
  const token = `token-${++sequence}`;
  players[token] = { playerId: `p${sequence}`, balanceMinor: 10_000, currency: 'USD', live: true, ...overrides };
  return {
    token,
    playerId: `p${sequence}`,
    username: 'nova',
    gameCode,
    currency: 'USD',
    language: 'en',
    mode: 'real',
    lobbyUrl: `${LOBBY}/m/home`,
    cashierUrl: `${LOBBY}/m/voucherCenter`,
  };
}
const launch = (provider: string, body: object, operator?: string, key?: string) =>
  sim.app.inject({ method: 'POST', url: `/p/${provider}/launch`, ...signed(provider, body, operator, key) });

describe('the provider API', () => {
  it('launches a game of its list and serves its page, framed only by the lobby, with the wallet balance', async () => {
    const answer = await launch('PG', launchBody('JackpotoftheAztecs'));
    expect(answer.statusCode).toBe(200);
    const url = new URL(answer.json().url);
    expect(url.origin).toBe('http://127.0.0.1:3028');
    expect(url.pathname).toMatch(/^\/p\/PG\/game\/[\w-]{24}$/);
    const page = await sim.app.inject({ method: 'GET', url: url.pathname });
    expect(page.statusCode).toBe(200);
    const csp = page.headers['content-security-policy'] as string;
    expect(csp).toContain(`frame-ancestors ${LOBBY}`);
    expect(csp).toContain("script-src 'self'");
    expect(page.body).toContain('<h1>Jackpot of the Aztecs</h1>');
    expect(page.body).toContain('<strong id="balance">100.00</strong>');
    expect(page.body).toContain(`<img class="art" src="${url.pathname}/art"`);
    expect(page.body).toContain('<script src="/assets/slot.js"></script>');
    expect(wallet.received.at(-1)).toMatchObject({ call: 'authenticate', answer: { status: 'OK' } });
  });

  it('plays as the player the wallet named at authenticate', async () => {
    const body = launchBody('JackpotoftheAztecs');
    const { url } = (await launch('PG', { ...body, playerId: 'stale' })).json();
    const path = new URL(url).pathname;
    await sim.app.inject({ method: 'GET', url: path });
    await sim.app.inject({ method: 'POST', url: `${path}/round`, payload: { stake: '1.00' } });
    expect(wallet.received.find((r) => r.call === 'debit' && r.body.token === body.token)?.body.playerId).toBe(
      body.playerId,
    );
  });

  it("launches by the operator's node id too, and echoes the launched code in wallet calls", async () => {
    // Lucky Nova's catalogue lists Jackpot of the Aztecs as node 100007.
    const body = launchBody('100007');
    const { url } = (await launch('PG', body)).json();
    const path = new URL(url).pathname;
    expect((await sim.app.inject({ method: 'GET', url: path })).body).toContain('<h1>Jackpot of the Aztecs</h1>');
    await sim.app.inject({ method: 'POST', url: `${path}/round`, payload: { stake: '1.00' } });
    expect(wallet.received.find((r) => r.call === 'debit' && r.body.token === body.token)?.body.gameCode).toBe(
      '100007',
    );
  });

  it("serves the game's art from its own origin, fetched once from the operator's media", async () => {
    let served = 0;
    const media = createServer((request, response) => {
      served += 1;
      const tile = request.url?.startsWith('/media/games/');
      response.writeHead(tile ? 200 : 404, { 'content-type': tile ? 'image/webp' : 'text/plain' }).end('RIFF');
    });
    await new Promise<void>((resolve) => media.listen(0, '127.0.0.1', resolve));
    const lobby = `http://127.0.0.1:${(media.address() as AddressInfo).port}`;
    const body = { ...launchBody('JackpotoftheAztecs'), lobbyUrl: `${lobby}/m/home` };
    const path = new URL((await launch('PG', body)).json().url).pathname;
    for (let i = 0; i < 2; i++) {
      const art = await sim.app.inject({ method: 'GET', url: `${path}/art` });
      expect([art.statusCode, art.headers['content-type'], art.body]).toEqual([200, 'image/webp', 'RIFF']);
    }
    expect(served).toBe(1);
    expect((await sim.app.inject({ method: 'GET', url: '/p/PG/game/unknown/art' })).statusCode).toBe(404);
    await new Promise((resolve) => media.close(resolve));
  });

  it('serves each kind of game its own page', async () => {
    const kinds: Array<[string, string, string]> = [
      ['EVL', 'LuckyDiceDuel', 'table'],
      ['SABA', 'SoccerExpress', 'sports'],
      ['TCG', 'CambodiaKeno', 'lottery'],
    ];
    for (const [provider, game, kind] of kinds) {
      const { url } = (await launch(provider, launchBody(game))).json();
      const page = await sim.app.inject({ method: 'GET', url: new URL(url).pathname });
      expect(page.body).toContain(`<script src="/assets/${kind}.js"></script>`);
    }
  });

  it("shows a closed session in the player's words", async () => {
    const body = launchBody('JackpotoftheAztecs', { live: false });
    const { url } = (await launch('PG', body)).json();
    const page = await sim.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(page.body).toContain('Your game session has expired. Go back to the lobby and open the game again.');
    expect(page.body).toContain(`href="${LOBBY}/m/home" target="_top"`);
    expect((await sim.app.inject({ method: 'GET', url: '/p/PG/game/unknown' })).statusCode).toBe(404);
  });

  it('refuses a bad signature, an unknown provider, a bad body and an unknown game', async () => {
    const body = launchBody('JackpotoftheAztecs');
    expect((await launch('PG', body, 'LUCKYNOVA', 'wrong-key')).json()).toEqual({
      status: 'ERROR',
      code: 'INVALID_SIGNATURE',
      message: 'X-Signature does not match',
    });
    // Signed for PG, sent to JDB: the secret is per provider.
    const forPg = signed('PG', body);
    const crossed = await sim.app.inject({ method: 'POST', url: '/p/JDB/launch', ...forPg });
    expect([crossed.statusCode, crossed.json().code]).toEqual([401, 'INVALID_SIGNATURE']);
    const unknown = await launch('NOPE', body);
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'UNKNOWN_PROVIDER']);
    // Our own studio is not one we stand in for.
    expect((await launch('INH', body)).statusCode).toBe(404);
    const bad = await launch('PG', { ...body, mode: 'maybe' });
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'BAD_REQUEST']);
    const noGame = await launch('PG', { ...body, gameCode: 'NoSuchGame' });
    expect([noGame.statusCode, noGame.json().code]).toEqual([404, 'GAME_NOT_FOUND']);
    const headers = signedHeaders('LUCKYNOVA', connectionSecret(KEY, 'LUCKYNOVA', 'PG'), '{');
    const notJson = await sim.app.inject({
      method: 'POST',
      url: '/p/PG/launch',
      headers: { 'content-type': 'application/json', ...headers },
      payload: '{',
    });
    expect([notJson.statusCode, notJson.json().code]).toEqual([400, 'BAD_REQUEST']);
  });

  it('answers round-status for its own rounds, cancelled for rounds it never had', async () => {
    const { url } = (await launch('PG', launchBody('JackpotoftheAztecs'))).json();
    const path = new URL(url).pathname;
    const played = await sim.app.inject({ method: 'POST', url: `${path}/round`, payload: { stake: '1.00' } });
    expect(played.json().status).toBe('OK');
    const round = sim.rounds.get(played.json().roundId)!;
    const status = (body: object, operator = 'LUCKYNOVA') =>
      sim.app
        .inject({ method: 'POST', url: '/p/PG/round-status', ...signed('PG', body, operator) })
        .then((r) => r.json());
    expect(await status({ roundId: round.roundId, playerId: round.playerId })).toEqual({
      status: 'settled',
      credits: round.credits,
    });
    // Another operator, or a round we never had: nothing of it stands with us.
    expect(await status({ roundId: round.roundId, playerId: round.playerId }, 'GOLDREEF')).toEqual({
      status: 'cancelled',
      credits: [],
    });
    expect(await status({ roundId: 'rnd_unknown', playerId: round.playerId })).toEqual({
      status: 'cancelled',
      credits: [],
    });
  });

  it("lists a provider's games and serves the pages' scripts", async () => {
    const list = (await sim.app.inject({ method: 'GET', url: '/p/SABA/games' })).json();
    expect(list.games.length).toBeGreaterThan(10);
    expect(list.games.every((g: { gameType: string }) => g.gameType === 'SPORTS')).toBe(true);
    const script = await sim.app.inject({ method: 'GET', url: '/assets/slot.js' });
    expect(script.headers['content-type']).toContain('text/javascript');
    expect((await sim.app.inject({ method: 'GET', url: '/assets/../http.ts' })).statusCode).toBe(404);
    const front = await sim.app.inject({ method: 'GET', url: '/' });
    expect(front.body).toContain('<b>PG Soft</b><code>PG</code>');
    expect(front.body).toContain('<td>PG<small>JackpotoftheAztecs</small></td>');
    // Not in test mode: no fault controls.
    expect(
      (await sim.app.inject({ method: 'POST', url: '/test/faults', payload: { fault: 'retry' } })).statusCode,
    ).toBe(404);
  });
});
