import { describe, expect, it } from 'vitest';
import { SHORTCUT_FLAGS } from '@lobby/contract/members';
import { SHORTCUTS, visibleShortcuts } from './shortcuts';

const keys = (list: { key: string }[]) => list.map((item) => item.key);

describe('home shortcuts', () => {
  it('route to the spec targets', () => {
    expect(Object.fromEntries(SHORTCUTS.map((s) => [s.key, s.to]))).toEqual({
      rebate: '/m/member/manualRebate',
      vip: '/m/member/benefits',
      signIn: '/m/activity/signIn',
      rescue: '/m/activity/rescue',
      promoCode: '/m/promoCode',
      mission: '/m/leaderBoard',
      mall: '/m/mall/mallHome',
      activity: '/m/activity',
      rewardCenter: '/m/rewardCenter',
      share: undefined,
    });
  });

  it('show VIP, sign-in, mission and share to a visitor; flagged entries only with their flag on', () => {
    const visitor = keys(visibleShortcuts({}, false));
    expect(visitor).toEqual(expect.arrayContaining(['vip', 'signIn', 'mission', 'share']));
    expect(visitor).not.toContain('rebate');
    expect(visitor).not.toContain('rewardCenter');
    const flagged = keys(
      visibleShortcuts({ [SHORTCUT_FLAGS.manualRebate]: true, [SHORTCUT_FLAGS.rewardCenter]: true }, false),
    );
    expect(flagged).toEqual(expect.arrayContaining(['rebate', 'rewardCenter']));
  });

  it('leave the visitor-only entries to availability flags for members', () => {
    expect(keys(visibleShortcuts({}, true))).not.toContain('vip');
  });
});
