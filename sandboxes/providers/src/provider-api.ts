import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Catalogue } from './catalogue';
import type { RoundStore } from './rounds';
import type { Sessions } from './sessions';
import { verify } from './signature';

export interface ProviderApiOptions {
  sandboxKey: string;
  /** Where browsers reach the game pages; unset: the address the operator used to call us. */
  publicUrl: string | undefined;
}

const launchBody = {
  type: 'object',
  required: ['token', 'playerId', 'username', 'gameCode', 'currency', 'language', 'mode', 'lobbyUrl', 'cashierUrl'],
  properties: {
    token: { type: 'string', minLength: 1, maxLength: 512 },
    playerId: { type: 'string', minLength: 1, maxLength: 64 },
    username: { type: 'string', minLength: 1, maxLength: 64 },
    gameCode: { type: 'string', minLength: 1, maxLength: 128 },
    currency: { type: 'string', pattern: '^[A-Z]{3}$' },
    language: { type: 'string', minLength: 2, maxLength: 16 },
    mode: { type: 'string', enum: ['real', 'free'] },
    lobbyUrl: { type: 'string', maxLength: 2000 },
    cashierUrl: { type: 'string', maxLength: 2000 },
  },
} as const;

const roundStatusBody = {
  type: 'object',
  required: ['roundId', 'playerId'],
  properties: { roundId: { type: 'string', maxLength: 128 }, playerId: { type: 'string', maxLength: 64 } },
} as const;

interface LaunchBody {
  token: string;
  playerId: string;
  username: string;
  gameCode: string;
  currency: string;
  language: string;
  mode: 'real' | 'free';
  lobbyUrl: string;
  cashierUrl: string;
}
type Params = { providerCode: string };

declare module 'fastify' {
  interface FastifyRequest {
    operatorId?: string;
  }
}

const refuse = (reply: FastifyReply, http: number, code: string, message: string) =>
  reply.code(http).send({ status: 'ERROR', code, message });
const isWebUrl = (value: string) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);

/** What the operator's server calls, per provider and signed with the connection's secret: launch and round-status. */
export function registerProviderApi(
  app: FastifyInstance,
  deps: { catalogue: Catalogue; sessions: Sessions; rounds: RoundStore },
  options: ProviderApiOptions,
) {
  app.register(async (api) => {
    // The signature covers the body's exact bytes: keep them, parse only once the signature checks out.
    api.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    api.addHook('preValidation', async (request, reply) => {
      const { providerCode } = request.params as Params;
      if (!deps.catalogue.isProvider(providerCode)) return refuse(reply, 404, 'UNKNOWN_PROVIDER', 'no such provider');
      const raw = typeof request.body === 'string' ? request.body : '';
      const verdict = verify(request.headers, raw, options.sandboxKey, providerCode);
      if (!verdict.ok) return refuse(reply, 401, 'INVALID_SIGNATURE', verdict.reason);
      request.operatorId = verdict.operatorId;
      try {
        request.body = JSON.parse(raw);
      } catch {
        return refuse(reply, 400, 'BAD_REQUEST', 'the body is not JSON');
      }
    });
    api.setErrorHandler((error: { statusCode?: number; message: string }, _request, reply) =>
      error.statusCode && error.statusCode < 500
        ? refuse(reply, 400, 'BAD_REQUEST', error.message)
        : refuse(reply, 500, 'INTERNAL', 'internal error'),
    );

    api.post<{ Params: Params; Body: LaunchBody }>(
      '/p/:providerCode/launch',
      { schema: { body: launchBody } },
      async (request, reply) => {
        const { providerCode } = request.params;
        const body = request.body;
        if (!isWebUrl(body.lobbyUrl) || !isWebUrl(body.cashierUrl))
          return refuse(reply, 400, 'BAD_REQUEST', 'lobbyUrl and cashierUrl must be http(s) URLs');
        const game = deps.catalogue.find(providerCode, body.gameCode, request.operatorId);
        if (!game) return refuse(reply, 404, 'GAME_NOT_FOUND', `${providerCode} has no game ${body.gameCode}`);
        const session = deps.sessions.create({ ...body, providerCode, operatorId: request.operatorId!, game });
        const base = options.publicUrl ?? `${request.protocol}://${request.host}`;
        return { url: `${base}/p/${encodeURIComponent(providerCode)}/game/${session.id}` };
      },
    );

    api.post<{ Params: Params; Body: { roundId: string; playerId: string } }>(
      '/p/:providerCode/round-status',
      { schema: { body: roundStatusBody } },
      async (request) => {
        const round = deps.rounds.get(request.body.roundId);
        const ours =
          round &&
          round.providerCode === request.params.providerCode &&
          round.operatorId === request.operatorId &&
          round.playerId === request.body.playerId;
        // A round we never had (or never took the bet of) is cancelled for us: nothing of it stands.
        if (!ours || round.status === 'refused') return { status: 'cancelled', credits: [] };
        return { status: round.status === 'open' ? 'open' : round.status, credits: round.credits };
      },
    );
  });
}
