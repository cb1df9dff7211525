import { describe, expect, it } from 'vitest';
import { WHITE_LABEL_FLAGS } from '@lobby/contract/site';
import { DRAWER_ITEMS, MEMBER_CENTRE_GROUPS, visibleMenuItems, type MenuContext } from './member-menu';

const visibleDrawerItems = (context: MenuContext) => visibleMenuItems(DRAWER_ITEMS, context);

const keys = (flags: Record<string, boolean>, standalone = false, extra: { hasService?: boolean } = {}) =>
  visibleDrawerItems({ flags, standalone, ...extra }).map((item) => item.key);
const everything = (flags: Record<string, boolean>) =>
  visibleDrawerItems({
    flags,
    modules: { FEEDBACK3: true },
    standalone: false,
    hasService: true,
    resources: ['TELEGRAM', 'FACEBOOK'],
  }).map((item) => item.key);

const allOn = Object.fromEntries(Object.values(WHITE_LABEL_FLAGS).map((flag) => [flag, true]));

describe('drawer entries', () => {
  it('without flags, shows only the entries that need none', () => {
    expect(keys({})).toEqual(['deposit', 'withdraw', 'download', 'help', 'promo']);
  });

  it('shows feedback only with the FEEDBACK3 module, as its page', () => {
    const withModule = visibleDrawerItems({ flags: {}, modules: { FEEDBACK3: true }, standalone: false });
    expect(withModule.map((item) => item.key)).toContain('feedback');
  });

  it('with every flag, service entry and link on, shows every entry in the spec order', () => {
    expect(everything(allOn)).toEqual([
      'deposit',
      'withdraw',
      'bettingRecord',
      'accountRecord',
      'profitAndLoss',
      'rewardCenter',
      'manualRebate',
      'service',
      'download',
      'share',
      'feedback',
      'telegram',
      'facebook',
      'securityCenter',
      'help',
      'promo',
    ]);
  });

  it('offers change password to a signed-in member only', () => {
    expect(keys(allOn)).not.toContain('changePassword');
    const member = visibleDrawerItems({ flags: allOn, standalone: false, memberType: 0 }).map((item) => item.key);
    expect(member).toContain('changePassword');
  });

  it.each([
    ['bettingRecord', WHITE_LABEL_FLAGS.bettingRecord],
    ['accountRecord', WHITE_LABEL_FLAGS.accountRecord],
    ['profitAndLoss', WHITE_LABEL_FLAGS.profitAndLoss],
    ['rewardCenter', WHITE_LABEL_FLAGS.rewardCenter],
    ['manualRebate', WHITE_LABEL_FLAGS.manualRebate],
    ['share', WHITE_LABEL_FLAGS.referral],
    ['securityCenter', WHITE_LABEL_FLAGS.securityCenter],
  ])('%s follows the %s flag', (key, flag) => {
    expect(keys({ ...allOn, [flag]: false })).not.toContain(key);
    expect(keys({ [flag]: true })).toContain(key);
  });

  it('has no app download inside the installed app', () => {
    expect(keys(allOn, true)).not.toContain('download');
  });

  it('shows customer service when the site has a service entry, whatever the chat flag', () => {
    expect(keys(allOn)).not.toContain('service');
    expect(keys({}, false, { hasService: true })).toContain('service');
  });

  it('shows Telegram and Facebook only when their link is configured', () => {
    expect(keys(allOn)).not.toContain('telegram');
    const some = visibleDrawerItems({ flags: {}, standalone: false, resources: ['TELEGRAM'] }).map((item) => item.key);
    expect(some).toContain('telegram');
    expect(some).not.toContain('facebook');
  });
});

describe('member centre entries', () => {
  const all = [...MEMBER_CENTRE_GROUPS.records, ...MEMBER_CENTRE_GROUPS.benefits, ...MEMBER_CENTRE_GROUPS.support];
  const centre = (context: Partial<MenuContext> = {}) =>
    visibleMenuItems(all, {
      flags: allOn,
      modules: { INBOX3: true, FEEDBACK3: true },
      standalone: false,
      hasService: true,
      memberType: 0,
      ...context,
    }).map((item) => item.key);

  it('lists records, benefits and support in order for a player on a site with everything on', () => {
    expect(centre()).toEqual([
      'bettingRecord',
      'accountRecord',
      'profitAndLoss',
      'rewardCenter',
      'manualRebate',
      'inbox',
      'securityCenter',
      'changePassword',
      'responsibleGaming',
      'settings',
      'feedback',
      'help',
      'service',
      'download',
    ]);
  });

  it.each([0, 4, 40])('has no agency centre for member type %i', (memberType) => {
    expect(centre({ memberType })).not.toContain('agency');
  });

  it.each([1, 2, 41])('has the agency centre for member type %i', (memberType) => {
    expect(centre({ memberType })).toContain('agency');
  });

  it('has no agency centre while the member type is unknown', () => {
    expect(centre({ memberType: undefined })).not.toContain('agency');
  });

  it('shows the inbox only with the INBOX3 module', () => {
    expect(centre({ modules: {} })).not.toContain('inbox');
    expect(centre({ modules: { INBOX3: false } })).not.toContain('inbox');
  });

  it('follows the same flags as the drawer (reward centre, manual rebate) and hides app download in the app', () => {
    const without = centre({ flags: { ...allOn, REWCEN3: false, MANPLAYREB3: false }, standalone: true });
    expect(without).not.toContain('rewardCenter');
    expect(without).not.toContain('manualRebate');
    expect(without).not.toContain('download');
  });
});
