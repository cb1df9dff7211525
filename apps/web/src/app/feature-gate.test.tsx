import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { featureEnabled } from './feature-gate';
import { ROUTE_FEATURES, withFeatureGate } from './route-features';
import { badgeText } from '../shared/unread/unread';

const site = { flags: { REWCEN3: true, CBS3: false }, modules: { REWCEN3: true, INBOX3: false } };

describe('feature gate', () => {
  it('needs every named flag and module on; unknown ones are off', () => {
    expect(featureEnabled(site, { flag: 'REWCEN3', module: 'REWCEN3' })).toBe(true);
    expect(featureEnabled(site, { flag: 'CBS3' })).toBe(false);
    expect(featureEnabled(site, { module: 'INBOX3' })).toBe(false);
    expect(featureEnabled(site, { flag: 'NOT_A_FLAG' })).toBe(false);
    expect(featureEnabled({ ...site, modules: {} }, { flag: 'REWCEN3', module: 'REWCEN3' })).toBe(false);
    expect(featureEnabled(site, {})).toBe(true);
  });

  it('gates the spec-flagged routes and leaves the others alone', () => {
    expect(Object.keys(ROUTE_FEATURES)).toEqual(
      expect.arrayContaining(['gameRecord', 'transaction/record', 'profitandloss', 'rewardCenter', 'message']),
    );
    const plain: RouteObject = { path: 'hot-games', lazy: () => Promise.resolve({}) };
    expect(withFeatureGate(plain)).toBe(plain);
    const Page = () => null;
    const gated = withFeatureGate({ path: 'rewardCenter', lazy: () => Promise.resolve({ Component: Page }) });
    expect(gated).not.toBeUndefined();
    expect(typeof gated.lazy).toBe('function');
  });

  it('wraps the lazy page in a gate, keeping the module’s other exports', async () => {
    const Page = () => null;
    const route = withFeatureGate({
      path: 'message',
      lazy: () => Promise.resolve({ Component: Page, handle: { titleKey: 'header.messages' } }),
    });
    const module = (await (route.lazy as () => Promise<Record<string, unknown>>)()) as {
      Component: unknown;
      handle: unknown;
    };
    expect(module.Component).not.toBe(Page);
    expect(module.handle).toEqual({ titleKey: 'header.messages' });
  });
});

describe('unread badge', () => {
  it('shows nothing at 0, the count up to 99, then 99+', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});
