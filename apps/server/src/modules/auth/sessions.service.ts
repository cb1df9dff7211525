import type { Session } from '@lobby/contract/auth';
import { ApiError } from '../../lib/envelope';
import { randomToken, sha256 } from '../../lib/secrets';
import { localBus, type SharedBus } from '../../lib/shared-bus';
import { TtlCache } from '../../lib/ttl-cache';
import type { SessionRecord, SessionsRepository } from './sessions.repository';

/** Who a request is made by: the session behind its Bearer token. */
export interface AuthContext {
  sessionId: number;
  memberId: number;
  merchantCode: string;
  username: string;
  type: number;
  trial: boolean;
  /** Minutes a renewal adds. */
  ttlMinutes: number;
}

export interface StartOptions {
  ttlMinutes: number;
  /** End the member's other sessions first (single-session sites). */
  endOthers: boolean;
  ip: string;
  userAgent: string;
  /** ISO alpha-2 of the address, '' when unknown. */
  country: string;
}

export interface SessionMember {
  id: number;
  merchantCode: string;
  username: string;
  type: number;
  trial: boolean;
  firstTimeLogin: boolean;
}

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

/**
 * How long a looked-up session is trusted without asking the database again. This instance forgets
 * a session the moment it ends one and tells the others over the bus (Redis); should that message be
 * lost, another instance may accept it for at most this long.
 */
export const SESSION_CACHE_MS = 5000;
/** A session's "last seen" moves at most this often: a write per request would be too dear. */
const LAST_SEEN_STEP_MS = 60_000;

const FORGET_CHANNEL = 'sessions:forget';

export function createSessionsService(repository: SessionsRepository, bus: SharedBus = localBus) {
  const cache = new TtlCache<SessionRecord | undefined>(SESSION_CACHE_MS, { maxEntries: 20_000 });
  const lookup = (tokenHash: string) =>
    cache.get(tokenHash, async () => {
      const record = await repository.findByTokenHash(tokenHash);
      if (record && !record.revokedAt && Date.now() - record.lastSeenAt.getTime() > LAST_SEEN_STEP_MS) {
        await repository.touch(record.id);
      }
      return record;
    });
  const listeners: ((memberId: number) => void)[] = [];
  const forgetHere = (memberId: number) => {
    cache.removeWhere((record) => record?.memberId === memberId);
    for (const listener of listeners) listener(memberId);
  };
  bus.on<{ memberId: number }>(FORGET_CHANNEL, ({ memberId }) => forgetHere(memberId));
  /** Resolves once the other instances have been told (or telling them failed: their cache expires soon). */
  const forgetMember = async (memberId: number): Promise<void> => {
    forgetHere(memberId);
    await bus.broadcast(FORGET_CHANNEL, { memberId });
  };
  return {
    /** Drop what every instance trusts of a member's sessions, after an operator ended them or disabled the member. */
    forget: forgetMember,
    /** Be told when any instance ends or changes a member's sessions (to drop what hangs on them here). */
    onForget(listener: (memberId: number) => void): void {
      listeners.push(listener);
    },
    /** A new session: a random token for the client, only its hash kept. */
    async start(member: SessionMember, options: StartOptions): Promise<Session> {
      if (options.endOthers) {
        await repository.revokeMember(member.id, 'replaced');
        await forgetMember(member.id);
      }
      const token = randomToken();
      const expiresAt = minutesFromNow(options.ttlMinutes);
      await repository.insert({
        merchantCode: member.merchantCode,
        memberId: member.id,
        tokenHash: sha256(token),
        ttlMinutes: options.ttlMinutes,
        expiresAt,
        ip: options.ip.slice(0, 64),
        userAgent: options.userAgent.slice(0, 256),
        country: options.country,
      });
      return {
        token,
        merchantCode: member.merchantCode,
        userName: member.username,
        type: member.type,
        firstTimeLogin: member.firstTimeLogin,
        expiresAt: expiresAt.toISOString(),
        trial: member.trial,
      };
    },

    /** The session of a token on this merchant's site; ended and foreign sessions are refused. */
    async resolve(token: string, merchantCode: string): Promise<AuthContext> {
      const record = await lookup(sha256(token));
      if (!record || record.merchantCode !== merchantCode) throw new ApiError('login.required');
      if (record.revokedAt || record.expiresAt.getTime() <= Date.now()) throw new ApiError('session.ended');
      if (record.status !== 'active') throw new ApiError('account.disabled');
      const { id: sessionId, memberId, username, type, trial, ttlMinutes } = record;
      return { sessionId, memberId, merchantCode, username, type, trial, ttlMinutes };
    },

    /** Push the expiry out by the session's own length. */
    async renew(context: AuthContext): Promise<string> {
      const expiresAt = minutesFromNow(context.ttlMinutes);
      await repository.extend(context.sessionId, expiresAt);
      await forgetMember(context.memberId);
      return expiresAt.toISOString();
    },

    async end(context: AuthContext): Promise<void> {
      await repository.revoke(context.sessionId, 'logout');
      await forgetMember(context.memberId);
    },
    async endOthers(context: AuthContext, reason: string): Promise<void> {
      await repository.revokeMember(context.memberId, reason, context.sessionId);
      await forgetMember(context.memberId);
    },
    async endAll(memberId: number, reason: string): Promise<void> {
      await repository.revokeMember(memberId, reason);
      await forgetMember(memberId);
    },
  };
}
export type SessionsService = ReturnType<typeof createSessionsService>;
