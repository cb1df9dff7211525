import type { ModuleId, Site } from '@lobby/contract/site';
import { Suspense, lazy, type ReactNode } from 'react';
import { useSite } from '../shared/site/api/site';
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
