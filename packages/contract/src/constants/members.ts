/** Member types (spec accounts §4, §6): 0, 1, 2 real members; 4 guest or trial; 40, 41, 42 other roles. */

/** Member types allowed to enter free play (spec lobby §4, §6). */
export const FREE_PLAY_MEMBER_TYPES = [0, 1, 2] as const;
/** Member types that are not agents (drawer, user bar, agent login). */
const NON_AGENT_TYPES = [0, 4, 40] as const;
/** Guest / non-member session type: no unread counts. */
export const GUEST_MEMBER_TYPE = 4;

/** White-label flags that gate home shortcuts (spec accounts §6); shortcuts without one always show. */
export const SHORTCUT_FLAGS = { manualRebate: 'MANPLAYREB3', rewardCenter: 'REWCEN3' } as const;

/** Agents are members whose type is not 0, 4 or 40 (spec accounts §4). */
export function isAgentType(type: number): boolean {
  return !(NON_AGENT_TYPES as readonly number[]).includes(type);
}
/** The type of a trial (free-play) account: a guest session. */
export const TRIAL_MEMBER_TYPE = 4;
/** Accounts of these types play on the member side; the others (41, 42) are agent-only accounts. */
export const PLAYER_MEMBER_TYPES = [0, 1, 2, 40] as const;

export type MemberStatus = 'active' | 'disabled';
