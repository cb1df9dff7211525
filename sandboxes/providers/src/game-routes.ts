import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Catalogue } from './catalogue';
import type { Engine, RoundResult } from './engine';
import { fixturesFor, playFixture } from './fixtures';
import { BETS, drawAt, recentResults, type Lottery, type LotteryBet } from './lottery';
import { errorWords, messagesFor } from './messages';
import { BACCARAT_PAYS, dealBaccarat, spinSlot, type BaccaratSide } from './outcomes';
import { errorPage, gamePage } from './pages/layout';
import type { RoundStore } from './rounds';
import type { GameSession, Sessions } from './sessions';
import { stakeMinor, stakeStrings } from './stakes';
import type { WalletClient } from './wallet-client';
import { randomInt } from 'node:crypto';

const ASSETS: Record<string, string> = {
  'game.css': 'text/css; charset=utf-8',
  'game.js': 'text/javascript; charset=utf-8',
  'slot.js': 'text/javascript; charset=utf-8',
  'table.js': 'text/javascript; charset=utf-8',
  'sports.js': 'text/javascript; charset=utf-8',
  'lottery.js': 'text/javascript; charset=utf-8',
};
const assetText = Object.fromEntries(
  Object.keys(ASSETS).map((name) => [name, readFileSync(new URL(`./client/${name}`, import.meta.url), 'utf8')]),
);

export interface GameRouteDeps {
  catalogue: Catalogue;
  sessions: Sessions;
  wallet: WalletClient;
  engine: Engine;
  lottery: Lottery;
  rounds: RoundStore;
  sandboxKey: string;
}

/** The page's headers: our own scripts and images only; framed only by the lobby that launched it. */
function html(reply: FastifyReply, body: string, lobbyUrl: string | null) {
  const lobby = lobbyUrl && URL.canParse(lobbyUrl) ? new URL(lobbyUrl).origin : "'none'";
  return reply
    .type('text/html; charset=utf-8')
    .header(
      'content-security-policy',
      `default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; frame-ancestors ${lobby}; base-uri 'none'; form-action 'none'`,
    )
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer')
    .header('cache-control', 'no-store')
    .send(body);
}

type Params = { providerCode: string; sessionId: string };

/** A round request's fields, checked for the game's kind; a sentence when they will not do. */
interface RoundBody {
  stake?: unknown;
  side?: unknown;
  fixtureId?: unknown;
  selection?: unknown;
  bet?: { kind?: unknown; number?: unknown };
}

function lotteryBet(bet: RoundBody['bet']): LotteryBet | null {
  if (bet?.kind === 'number')
    return typeof bet.number === 'string' && /^\d\d$/.test(bet.number) ? { kind: 'number', number: bet.number } : null;
  return bet?.kind === 'big' || bet?.kind === 'small' || bet?.kind === 'odd' || bet?.kind === 'even'
    ? { kind: bet.kind }
    : null;
}

/** Plays one round of the session's game: the outcome first (ours to decide), then the wallet. */
async function playRound(
  deps: GameRouteDeps,
  session: GameSession,
  body: RoundBody,
  stake: number,
): Promise<RoundResult | string> {
  const { game } = session;
  switch (game.kind) {
    case 'slot': {
      const outcome = spinSlot(stake);
      return deps.engine.play(session, stake, outcome.winMinor, outcome);
    }
    case 'table': {
      const side = body.side as BaccaratSide;
      if (!(side in BACCARAT_PAYS)) return 'side must be player, banker or tie';
      const outcome = dealBaccarat(side, stake);
      return deps.engine.play(session, stake, outcome.winMinor, { side, ...outcome });
    }
    case 'sports': {
      const fixture = fixturesFor(game).find((f) => f.id === body.fixtureId);
      const selection = fixture?.selections.find((s) => s.key === body.selection);
      if (!fixture || !selection) return 'no such fixture or selection';
      const played = playFixture(fixture, randomInt);
      const winMinor = played.result === selection.key ? Math.floor(stake * selection.odds) : 0;
      return deps.engine.play(session, stake, winMinor, {
        fixture: fixture.id,
        selection: selection.key,
        odds: selection.odds,
        ...played,
      });
    }
    case 'lottery': {
      const bet = lotteryBet(body.bet);
      if (!bet) return 'bet must be a number 00-99, big, small, odd or even';
      return deps.lottery.buy(session, bet, stake);
    }
  }
}

function lotteryState(deps: GameRouteDeps, session: GameSession, nowMs = Date.now()) {
  const tickets = deps.rounds
    .list({ playerId: session.playerId, limit: 60 })
    .filter(
      (r) =>
        r.gameCode === session.gameCode &&
        r.operatorId === session.operatorId &&
        (r.status === 'open' || r.status === 'settled'),
    )
    .slice(0, 10)
    .map((r) => ({
      roundId: r.roundId,
      stake: r.stake,
      win: r.win,
      status: r.status,
      ...(r.detail as { drawNumber: string; bet: LotteryBet }),
    }));
  return { draw: drawAt(session.game, nowMs), results: recentResults(deps.sandboxKey, session.game, nowMs), tickets };
}

/** The lottery menu: the provider's draws (this game's first), each with its open draw's number and closing time. */
function drawList(deps: GameRouteDeps, session: GameSession, nowMs = Date.now()) {
  const others = deps.catalogue
    .list(session.providerCode)
    .filter((g) => g.kind === 'lottery' && g.gameCode !== session.game.gameCode);
  return [session.game, ...others.slice(0, 5)].map((game) => {
    const draw = drawAt(game, nowMs);
    return {
      name: game.name,
      current: game === session.game,
      drawNumber: draw.drawNumber,
      closesAt: new Date(draw.closesAt).toISOString().slice(11, 16),
    };
  });
}

/** Each kind's boot data. */
function bootFor(deps: GameRouteDeps, session: GameSession): Record<string, unknown> {
  const base = {
    theme: session.game.theme,
    stakes: stakeStrings(session.currency),
    name: session.game.name,
    provider: session.game.providerName,
  };
  if (session.game.kind === 'sports')
    return { ...base, sport: session.game.sport, fixtures: fixturesFor(session.game) };
  if (session.game.kind === 'lottery')
    return { ...base, pays: BETS, draws: drawList(deps, session), lottery: lotteryState(deps, session) };
  return base;
}

/** The game pages, their round and state calls, and the pages' scripts and styles. */
export function registerGameRoutes(app: FastifyInstance, deps: GameRouteDeps) {
  app.get<{ Params: { name: string } }>('/assets/:name', async (request, reply) => {
    const type = ASSETS[request.params.name];
    if (!type) return reply.code(404).send({ status: 'ERROR', code: 'NOT_FOUND' });
    return reply.type(type).header('cache-control', 'no-cache').send(assetText[request.params.name]);
  });

  app.get<{ Params: Params }>('/p/:providerCode/game/:sessionId', async (request, reply) => {
    const session = deps.sessions.get(request.params.sessionId);
    if (!session || session.providerCode !== request.params.providerCode) {
      const words = messagesFor('en');
      return html(reply.code(404), errorPage(words, 'en', words['error.SESSION_EXPIRED'], null), null);
    }
    const messages = messagesFor(session.language);
    // The wallet opens the session: the player, and the balance the page starts from.
    const answer = await deps.wallet(session.providerCode, session.operatorId, 'authenticate', {
      token: session.token,
    });
    if (answer.status !== 'OK')
      return html(
        reply,
        errorPage(messages, session.language, errorWords(messages, answer.code ?? ''), session.lobbyUrl),
        session.lobbyUrl,
      );
    // The wallet says who plays and in what currency: later calls name that player.
    if (typeof answer.playerId === 'string') session.playerId = answer.playerId;
    if (typeof answer.currency === 'string') session.currency = answer.currency;
    if (typeof answer.balance === 'string') session.balance = answer.balance;
    const kind = session.game.kind;
    const body = `<div id="${kind}" class="${kind}"></div>`;
    return html(reply, gamePage({ session, messages, kind, body, boot: bootFor(deps, session) }), session.lobbyUrl);
  });

  app.get<{ Params: Params }>('/p/:providerCode/game/:sessionId/state', async (request, reply) => {
    const session = deps.sessions.get(request.params.sessionId);
    if (!session) return reply.code(404).send({ status: 'ERROR', code: 'SESSION_EXPIRED' });
    return {
      status: 'OK',
      balance: session.balance,
      currency: session.currency,
      ...(session.game.kind === 'lottery' ? { lottery: lotteryState(deps, session) } : {}),
    };
  });

  app.post<{ Params: Params; Body: RoundBody }>('/p/:providerCode/game/:sessionId/round', async (request, reply) => {
    const session = deps.sessions.get(request.params.sessionId);
    const messages = messagesFor(session?.language ?? 'en');
    if (!session)
      return reply
        .code(404)
        .send({ status: 'ERROR', code: 'SESSION_EXPIRED', message: errorWords(messages, 'SESSION_EXPIRED') });
    const stake = stakeMinor(request.body?.stake, session.currency);
    if (stake === null)
      return reply
        .code(400)
        .send({ status: 'ERROR', code: 'BAD_REQUEST', message: 'stake is not one of the offered bets' });
    const result = await playRound(deps, session, request.body ?? {}, stake);
    if (typeof result === 'string')
      return reply.code(400).send({ status: 'ERROR', code: 'BAD_REQUEST', message: result });
    const { round } = result;
    const moved = round.status !== 'refused';
    if (result.error)
      return {
        status: 'ERROR',
        code: result.error,
        message: errorWords(messages, result.error),
        balance: result.balance,
        roundId: round.roundId,
        moved,
      };
    return {
      status: 'OK',
      roundId: round.roundId,
      balance: result.balance,
      currency: session.currency,
      stake: round.stake,
      win: round.win,
      outcome: round.detail,
      refunded: result.refunded,
      moved,
    };
  });
}
