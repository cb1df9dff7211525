import type { Site, TemplateKey } from '@lobby/contract/site';
import { useSite } from '../api/site';

export type TemplateVersion = 'new' | 'classic';

/** Spec §4: the member centre is the new version when mem_cen is '1', the deposit when dep_func is '1'. */
export function templateVersion(site: Pick<Site, 'templates'> | undefined, key: TemplateKey): TemplateVersion {
  return site?.templates[key] === '1' ? 'new' : 'classic';
}

/** The site's template choices for the screens that have two versions (classic until the site loads). */
export function useTemplates(): { memberCentre: TemplateVersion; deposit: TemplateVersion } {
  const site = useSite().data;
  return { memberCentre: templateVersion(site, 'mem_cen'), deposit: templateVersion(site, 'dep_func') };
}
