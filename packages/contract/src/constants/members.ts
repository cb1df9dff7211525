/** Member types allowed to enter free play (spec lobby §4, §6). */
export const FREE_PLAY_MEMBER_TYPES = [0, 1, 2] as const;
/** Member types that never get the agent contract pop-ups on home. */
export const NON_AGENT_HOME_TYPES = [4, 40, 41, 42] as const;
/** Member types that are not agents (drawer, user bar, agent login). */
export const NON_AGENT_TYPES = [0, 4, 40] as const;
/** Guest / non-member session type: no unread counts. */
export const GUEST_MEMBER_TYPE = 4;

/** White-label flags that gate home shortcuts (spec accounts §6); shortcuts without one always show. */
export const SHORTCUT_FLAGS = { manualRebate: 'MANPLAYREB3', rewardCenter: 'REWCEN3' } as const;

/** Agents are members whose type is not 0, 4 or 40 (spec accounts §4). */
export function isAgentType(type: number): boolean {
  return !(NON_AGENT_TYPES as readonly number[]).includes(type);
}
