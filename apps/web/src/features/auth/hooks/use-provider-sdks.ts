import { useEffect, useState } from 'react';
import type { AuthSettings, SocialProvider } from '@lobby/contract/auth';
import { useLanguage } from '../../../lib/use-language';
import { loadProviderSdk } from './social-sdk';

export type SdkState = 'loading' | 'ready' | 'failed';

/**
 * Load the SDK of each provider the site offers when a popup with the buttons opens (never on the
 * home page: the scripts are the providers' and weigh more than the site).
 */
export function useProviderSdks(
  providers: readonly SocialProvider[],
  social: AuthSettings['social'],
): Partial<Record<SocialProvider, SdkState>> {
  const language = useLanguage();
  const [states, setStates] = useState<Partial<Record<SocialProvider, SdkState>>>({});
  const key = providers.join(',');
  useEffect(() => {
    let live = true;
    const set = (provider: SocialProvider, state: SdkState) => {
      if (live) setStates((current) => ({ ...current, [provider]: state }));
    };
    for (const provider of providers) {
      set(provider, 'loading');
      loadProviderSdk(provider, social, language).then(
        () => set(provider, 'ready'),
        () => set(provider, 'failed'),
      );
    }
    return () => {
      live = false;
    };
    // The providers and their ids are the site's: `key` and the settings object change together.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, social, language]);
  return states;
}
