import { useTranslation } from 'react-i18next';
import { LIMBO } from '@lobby/contract/inhouse';
import { hundredths } from '../lib/money';

/** How limbo is played and paid. */
export function LimboRules() {
  const { t } = useTranslation();
  return (
    <div className="space-y-4 text-sm leading-relaxed text-muted">
      <p>{t('rules.limbo.intro', { min: hundredths(LIMBO.minTarget), max: hundredths(LIMBO.maxTarget) })}</p>
      <p className="text-xs">{t('rules.fair')}</p>
    </div>
  );
}
