import { WHITE_LABEL_FLAGS, type ModuleId, type Site } from '@lobby/contract';
import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { useSite } from '../features/site/api/site';
import { loadAccountMessages } from '../lib/i18n';
import type { CoreMessageKey } from '../lib/locales/en';

/** What a page needs switched on: a white-label flag, a module permission, or both. */
export interface FeatureRequirement {
  flag?: string;
  module?: ModuleId;
  /** The page's title, kept in the header of the 'contact customer service' page. */
  titleKey?: CoreMessageKey;
}

/** Unknown flags and modules are off (spec §6); a requirement with neither is always met. */
export function featureEnabled(site: Pick<Site, 'flags' | 'modules'>, requirement: FeatureRequirement): boolean {
  if (requirement.flag && site.flags[requirement.flag] !== true) return false;
  if (requirement.module && site.modules[requirement.module] !== true) return false;
  return true;
}

const GatedPage = lazy(() => Promise.all([import('./gated-page'), loadAccountMessages()]).then(([module]) => module));

/**
 * Shows the page only when the site has its feature on; otherwise the 'contact customer service' page.
 * Nothing shows while the site settings load (they are usually cached); if they cannot load, the page
 * shows and the server's own checks decide.
 */
export function FeatureGate({ requirement, children }: { requirement: FeatureRequirement; children: ReactNode }) {
  const site = useSite();
  if (site.isPending) return null;
  if (site.data && !featureEnabled(site.data, requirement)) {
    return (
      <Suspense fallback={null}>
        <GatedPage {...(requirement.titleKey ? { titleKey: requirement.titleKey } : {})} />
      </Suspense>
    );
  }
  return <>{children}</>;
}

type LazyModule = { Component?: ComponentType | null } & Record<string, unknown>;

/** The same route, its page behind a FeatureGate (a lazy module's Component, or an element). */
export function gateRoute(route: RouteObject, requirement: FeatureRequirement): RouteObject {
  const { lazy: load, element } = route;
  if (typeof load === 'function') {
    return {
      ...route,
      lazy: async () => {
        const module = (await load()) as LazyModule;
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
  if (element) return { ...route, element: <FeatureGate requirement={requirement}>{element}</FeatureGate> };
  return route;
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
};

/** A route with its feature gate when ROUTE_FEATURES names its path; any other route as it is. */
export function withFeatureGate(route: RouteObject): RouteObject {
  const requirement = route.path === undefined ? undefined : ROUTE_FEATURES[route.path];
  return requirement ? gateRoute(route, requirement) : route;
}
