import { randomBytes } from 'node:crypto';
import type { ProviderGame } from './catalogue';

/** What the operator told us at launch (protocol: POST {baseUrl}/launch), and what its wallet said since. */
export interface GameSession {
  id: string;
  providerCode: string;
  operatorId: string;
  token: string;
  /** The game code the operator launched with: wallet calls carry it back as it came. */
  gameCode: string;
  playerId: string;
  username: string;
  currency: string;
  language: string;
  mode: 'real' | 'free';
  lobbyUrl: string;
  cashierUrl: string;
  game: ProviderGame;
  /** The last balance the wallet answered (authenticate, debit, credit ...), a decimal string. */
  balance: string | null;
  createdAt: number;
}

export type NewSession = Omit<GameSession, 'id' | 'balance' | 'createdAt'>;

/** Sessions live a day: a real provider keeps a launch URL only as long as its token could work. */
const SESSION_TTL_MS = 24 * 3600_000;
const MAX_SESSIONS = 50_000;

export function createSessions() {
  const sessions = new Map<string, GameSession>();
  return {
    create(input: NewSession, nowMs = Date.now()): GameSession {
      if (sessions.size >= MAX_SESSIONS) {
        for (const [id, s] of sessions)
          if (nowMs - s.createdAt > SESSION_TTL_MS || sessions.size >= MAX_SESSIONS) sessions.delete(id);
      }
      const session: GameSession = {
        ...input,
        id: randomBytes(18).toString('base64url'),
        balance: null,
        createdAt: nowMs,
      };
      sessions.set(session.id, session);
      return session;
    },
    get(id: string, nowMs = Date.now()): GameSession | undefined {
      const session = sessions.get(id);
      return session && nowMs - session.createdAt <= SESSION_TTL_MS ? session : undefined;
    },
  };
}
export type Sessions = ReturnType<typeof createSessions>;
