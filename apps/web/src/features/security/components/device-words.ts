import type { Device } from '@lobby/contract/security';
import { useMemo } from 'react';
import { useLanguage } from '../../../lib/use-language';
import { useTranslation } from '../../../lib/use-translation';

/** A device and a country as the member reads them: "Safari 17 · iOS 17", "Indonesia". */
export function useDeviceWords() {
  const { t } = useTranslation();
  const language = useLanguage();
  return useMemo(() => {
    const regions = new Intl.DisplayNames([language], { type: 'region' });
    return {
      device: (device: Device) =>
        [device.browser, device.os].filter(Boolean).join(' · ') || t('security.unknownDevice'),
      country: (code: string | null) => {
        if (!code) return t('security.unknownCountry');
        try {
          return regions.of(code) ?? code;
        } catch {
          return code;
        }
      },
    };
  }, [language, t]);
}
