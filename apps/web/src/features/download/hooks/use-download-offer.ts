import { useMemo } from 'react';
import { isInstalledApp } from '../../../lib/display-mode';
import { useSite } from '../../../shared/site/api/site';
import { downloadOffer, type DownloadOffer } from '../offer';
import { currentPlatform } from '../platform';

/** This device's download offer from the site's link resources; null while the site loads. */
export function useDownloadOffer(): { offer: DownloadOffer | null; name: string; site: ReturnType<typeof useSite> } {
  const site = useSite();
  const data = site.data;
  const offer = useMemo(
    () =>
      data
        ? downloadOffer({
            resources: data.resources,
            webClip: data.webClip,
            platform: currentPlatform(),
            installed: isInstalledApp(),
          })
        : null,
    [data],
  );
  return { offer, name: data?.name ?? '', site };
}
