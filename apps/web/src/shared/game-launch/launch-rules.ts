import type { Session } from '@lobby/contract/auth';
import type { LaunchMode } from '@lobby/contract/inhouse';
import { FREE_PLAY_MEMBER_TYPES } from '@lobby/contract/members';

export type LaunchDecision = { kind: 'login' } | { kind: 'free-reject' } | { kind: 'launch'; mode: LaunchMode };

/**
 * How a tap on a game starts it (spec lobby §4): a visitor goes to login; a trial account plays
 * for free, which needs member type 0, 1 or 2 (else free_reject); a member plays for real.
 */
export function launchDecision(session: Session | null): LaunchDecision {
  if (!session) return { kind: 'login' };
  if (!session.trial) return { kind: 'launch', mode: 'real' };
  const allowed = (FREE_PLAY_MEMBER_TYPES as readonly number[]).includes(session.type);
  return allowed ? { kind: 'launch', mode: 'free' } : { kind: 'free-reject' };
}
