import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { createCatalogue, EXTERNAL_PROVIDERS, type Catalogue } from './catalogue';
import { createEngine } from './engine';
import { createFaults } from './faults';
import { registerArt } from './art';
import { registerGameRoutes } from './game-routes';
import { renderIndex } from './pages/index-page';
import { createLottery } from './lottery';
import { registerProviderApi } from './provider-api';
import { createRoundStore } from './rounds';
import { createSessions } from './sessions';
import { registerTestRoutes } from './test-routes';
import { createWalletClient, type WalletClient } from './wallet-client';

export interface SimulatorOptions {
  sandboxKey: string;
  walletUrl: string;
  publicUrl?: string | undefined;
  testMode?: boolean;
  seedGames?: number;
  /** Tests pass a catalogue or a wallet of their own. */
  catalogue?: Catalogue;
  wallet?: WalletClient;
  debitTimeoutMs?: number;
}

/** The provider simulator over HTTP: the signed provider API, the game pages, and in test mode the fault controls. */
export function createSimulator(options: SimulatorOptions) {
  const app: FastifyInstance = Fastify({
    logger: false,
    bodyLimit: 16_384,
    ajv: { customOptions: { coerceTypes: false } },
  });
  const catalogue = options.catalogue ?? createCatalogue(options.seedGames ?? 3000);
  const wallet = options.wallet ?? createWalletClient({ walletUrl: options.walletUrl, sandboxKey: options.sandboxKey });
  const sessions = createSessions();
  const rounds = createRoundStore();
  const faults = createFaults();
  const engine = createEngine({ wallet, faults, rounds, debitTimeoutMs: options.debitTimeoutMs });
  const lottery = createLottery(options.sandboxKey, engine);

  app.setErrorHandler((error: FastifyError, _request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    return reply.code(status).send({
      status: 'ERROR',
      code: status === 500 ? 'INTERNAL' : 'BAD_REQUEST',
      message: status === 500 ? 'internal error' : error.message,
    });
  });
  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send({ status: 'ERROR', code: 'NOT_FOUND', message: 'no such route' }),
  );

  app.get('/health', async () => ({ status: 'ok' }));
  app.get('/', async (_request, reply) => {
    const providers = EXTERNAL_PROVIDERS.map((p) => ({ ...p, games: catalogue.list(p.code).length }));
    return reply
      .type('text/html; charset=utf-8')
      .header(
        'content-security-policy',
        "default-src 'none'; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
      )
      .header('cache-control', 'no-store')
      .send(renderIndex(providers, rounds.list({ limit: 50 }), options.testMode === true));
  });
  app.get('/providers', async () => ({ providers: EXTERNAL_PROVIDERS }));
  app.get<{ Params: { providerCode: string } }>('/p/:providerCode/games', async (request, reply) => {
    if (!catalogue.isProvider(request.params.providerCode))
      return reply.code(404).send({ status: 'ERROR', code: 'UNKNOWN_PROVIDER' });
    return {
      games: catalogue
        .list(request.params.providerCode)
        .map(({ gameCode, name, gameType, image }) => ({ gameCode, name, gameType, image })),
    };
  });
  registerProviderApi(
    app,
    { catalogue, sessions, rounds },
    { sandboxKey: options.sandboxKey, publicUrl: options.publicUrl },
  );
  registerArt(app, sessions);
  registerGameRoutes(app, { catalogue, sessions, wallet, engine, lottery, rounds, sandboxKey: options.sandboxKey });
  if (options.testMode) registerTestRoutes(app, faults, rounds);
  return { app, lottery, rounds, faults, sessions };
}
export type Simulator = ReturnType<typeof createSimulator>;
