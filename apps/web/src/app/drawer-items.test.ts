import { describe, expect, it } from 'vitest';
import { WHITE_LABEL_FLAGS } from '@lobby/contract';
import { visibleDrawerItems } from './drawer-items';

const keys = (flags: Record<string, boolean>, standalone = false, extra: { hasService?: boolean } = {}) =>
  visibleDrawerItems({ flags, standalone, ...extra }).map((item) => item.key);
const everything = (flags: Record<string, boolean>) =>
  visibleDrawerItems({ flags, standalone: false, hasService: true, resources: ['TELEGRAM', 'FACEBOOK'] }).map(
    (item) => item.key,
  );

const allOn = Object.fromEntries(Object.values(WHITE_LABEL_FLAGS).map((flag) => [flag, true]));

describe('drawer entries', () => {
  it('without flags, shows only the entries that need none', () => {
    expect(keys({})).toEqual(['deposit', 'withdraw', 'download', 'feedback', 'help', 'promo']);
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
