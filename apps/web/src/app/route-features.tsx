import { WHITE_LABEL_FLAGS } from '@lobby/contract/site';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { FeatureRequirement } from './feature-gate';

type LazyModule = { Component?: ComponentType | null } & Record<string, unknown>;

/**
 * The same lazy route, its page behind a FeatureGate. The gate loads with the page, not with the
 * app: every gated page is a lazy route, so the first load of home carries none of it.
 */
export function gateRoute(route: RouteObject, requirement: FeatureRequirement): RouteObject {
  const load = route.lazy;
  if (typeof load !== 'function') throw new Error(`gated route ${route.path ?? ''} must be lazy`);
  return {
    ...route,
    lazy: async () => {
      const [module, { FeatureGate }] = await Promise.all([load() as Promise<LazyModule>, import('./feature-gate')]);
      const Page = module.Component;
      if (!Page) return module;
      return {
        ...module,
        Component: () => (
          <FeatureGate requirement={requirement}>
            <Page />
          </FeatureGate>
        ),
      };
    },
  } as RouteObject;
}

/**
 * Routes behind a white-label flag or a module permission (spec §6): the menus hide their entries, and
 * a route reached anyway (a bookmark, a shortcut) shows 'contact customer service' instead.
 */
export const ROUTE_FEATURES: Readonly<Record<string, FeatureRequirement>> = {
  gameRecord: { flag: WHITE_LABEL_FLAGS.bettingRecord, titleKey: 'title.bettingRecord' },
  'transaction/record': { flag: WHITE_LABEL_FLAGS.accountRecord, titleKey: 'title.accountRecord' },
  profitandloss: { flag: WHITE_LABEL_FLAGS.profitAndLoss, titleKey: 'title.profitAndLoss' },
  rewardCenter: { flag: WHITE_LABEL_FLAGS.rewardCenter, module: 'REWCEN3', titleKey: 'title.rewardCenter' },
  'member/manualRebate': { flag: WHITE_LABEL_FLAGS.manualRebate, titleKey: 'title.rebate' },
  securityCenter: { flag: WHITE_LABEL_FLAGS.securityCenter, titleKey: 'title.securityCenter' },
  feedback: { module: 'FEEDBACK3', titleKey: 'title.feedback' },
  message: { module: 'INBOX3', titleKey: 'header.messages' },
  chat: { flag: WHITE_LABEL_FLAGS.chat, titleKey: 'header.service' },
};

/** A route with its feature gate when ROUTE_FEATURES names its path; any other route as it is. */
export function withFeatureGate(route: RouteObject): RouteObject {
  const requirement = route.path === undefined ? undefined : ROUTE_FEATURES[route.path];
  return requirement ? gateRoute(route, requirement) : route;
}
