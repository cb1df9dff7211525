import { siteFlagsSchema } from '@lobby/contract/admin/site-settings';
import { ADMIN_PATHS } from '@lobby/contract/core';
import { MODULE_IDS, WHITE_LABEL_FLAGS } from '@lobby/contract/site';
import { useTranslation } from 'react-i18next';
import type { Messages } from '../../locales';
import { Switch } from '../../shared/switch';
import { Group, SettingsForm } from './settings-form';
import { useSettingsSection } from './use-settings-section';

/** Flags shown here; the registration and social-login ones live on the login page (they are its methods). */
const GENERAL_FLAGS = [
  WHITE_LABEL_FLAGS.bettingRecord,
  WHITE_LABEL_FLAGS.accountRecord,
  WHITE_LABEL_FLAGS.profitAndLoss,
  WHITE_LABEL_FLAGS.rewardCenter,
  WHITE_LABEL_FLAGS.manualRebate,
  WHITE_LABEL_FLAGS.securityCenter,
  WHITE_LABEL_FLAGS.chat,
  WHITE_LABEL_FLAGS.referral,
  WHITE_LABEL_FLAGS.mobilePasswordRegister,
] as const;

export const useFlagsSection = () => useSettingsSection(ADMIN_PATHS.siteFlags, siteFlagsSchema);

/** White-label flags and module permissions. */
export function GeneralPage() {
  const { t } = useTranslation();
  const section = useFlagsSection();
  const { register } = section.form;
  return (
    <SettingsForm section={section} title={t('settings.page.general')}>
      <Group title={t('general.flags')} hint={t('general.flagsHint')}>
        <div className="grid grid-cols-2 gap-x-8 gap-y-3 xl:grid-cols-3">
          {GENERAL_FLAGS.map((flag) => (
            <Switch key={flag} label={t(`flag.${flag}` as keyof Messages)} hint={flag} {...register(`flags.${flag}`)} />
          ))}
        </div>
      </Group>
      <Group title={t('general.modules')} hint={t('general.modulesHint')}>
        <div className="grid grid-cols-2 gap-x-8 gap-y-3 xl:grid-cols-3">
          {MODULE_IDS.map((id) => (
            <Switch key={id} label={t(`module.${id}` as keyof Messages)} hint={id} {...register(`modules.${id}`)} />
          ))}
        </div>
      </Group>
    </SettingsForm>
  );
}
