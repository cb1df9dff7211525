import { isLanguage } from '@lobby/contract/core';
import { useEffect } from 'react';
import { currentLanguage, i18next, setLanguage } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { useBalanceVisibility } from '../wallet/hooks/balance-visibility';
import { settingsInput, useMemberSettings, useSaveMemberSettings } from './member-settings';

/**
 * Applies the signed-in member's settings on this device: their language and whether the balance
 * starts hidden, when they load (sign-in, a new device) and when they change. A language picked
 * elsewhere on the site (the drawer's picker) is saved back, so the next device starts in it too.
 */
export function MemberSettingsSync() {
  const settings = useMemberSettings().data;
  // A trial account keeps no settings: its language choice stays on the device.
  const trial = useSession()?.trial ?? false;
  const save = useSaveMemberSettings();
  const setHidden = useBalanceVisibility((state) => state.setHidden);
  const language = settings?.language ?? null;
  const hideBalance = settings?.hideBalance;

  useEffect(() => {
    if (language && language !== currentLanguage()) void setLanguage(language);
  }, [language]);

  useEffect(() => {
    if (hideBalance !== undefined) setHidden(hideBalance);
  }, [hideBalance, setHidden]);

  const { mutate, isPending } = save;
  useEffect(() => {
    if (!settings || trial) return;
    const onChange = (next: string) => {
      if (!isLanguage(next) || next === settings.language || isPending) return;
      mutate({ ...settingsInput(settings), language: next });
    };
    i18next.on('languageChanged', onChange);
    return () => i18next.off('languageChanged', onChange);
  }, [settings, trial, mutate, isPending]);

  return null;
}
