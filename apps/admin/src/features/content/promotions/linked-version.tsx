import type { AdminPromotion } from '@lobby/contract/admin/promotions';
import { ADMIN_PATHS, type Language } from '@lobby/contract/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../../lib/api';
import { Field, INPUT_CLASS } from '../../../shared/field';
import { useSiteLanguages } from '../../../shared/site-languages';
import { PROMOTIONS_KEY } from './promotions-api';

/** Enough for every promotion of a site in one picker (the API's largest page). */
const PICKER_SIZE = 200;

interface Props {
  /** The promotion being edited (null while new), its language and its current link. */
  self: number | null;
  language: string;
  value: number | null;
  onChange: (id: number | null) => void;
  /** The group this promotion is in, as the API gave it. */
  versions: AdminPromotion['versions'];
  error?: string | undefined;
}

/**
 * "Same promotion in <language>": the group's first promotion this one translates. A promotion others
 * already link to is a group's first itself: its versions are listed instead (links do not chain).
 */
export function LinkedVersionField({ self, language, value, onChange, versions, error }: Props) {
  const { t } = useTranslation();
  const others = (useSiteLanguages() ?? []).filter((code) => code !== language);
  const names = others.map((code) => t(`content.language.${code}`)).join(' / ');
  const label = t('promotions.linked', { language: names || t('promotions.otherLanguage') });
  const roots = useQuery({
    queryKey: [PROMOTIONS_KEY, 'link-choices'],
    queryFn: () =>
      api<{ list: AdminPromotion[] }>(`${ADMIN_PATHS.promotions}?pageSize=${PICKER_SIZE}&sort=title&order=asc`),
  });
  if (value === null && versions.length > 0) {
    return (
      <div className="flex flex-col gap-1">
        <span className="text-xs font-medium text-muted">{t('promotions.versions')}</span>
        <VersionLinks versions={versions} />
        <p className="text-xs text-muted">{t('promotions.isFirst')}</p>
      </div>
    );
  }
  // Only a group's first promotion, in another language, whose group has no version in this language yet.
  const choices = (roots.data?.list ?? []).filter(
    (item) =>
      item.linkedPromotionId === null &&
      item.id !== self &&
      item.language !== language &&
      !item.versions.some((version) => version.language === language && version.id !== self),
  );
  return (
    <Field label={label} hint={t('promotions.linkedHint')} error={error}>
      {(control) => (
        <select
          {...control}
          className={INPUT_CLASS}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
        >
          <option value="">{t('promotions.notLinked')}</option>
          {others.map((code) => (
            <optgroup key={code} label={t(`content.language.${code as Language}`)}>
              {choices
                .filter((item) => item.language === code)
                .map((item) => (
                  <option key={item.id} value={item.id}>
                    {item.title}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A promotion's other-language versions as small language chips linking to their editors (titles on hover). */
export function VersionLinks({ versions }: { versions: AdminPromotion['versions'] }) {
  const { t } = useTranslation();
  if (versions.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1">
      {versions.map((version) => (
        <li key={version.id}>
          <Link
            to={`/content/promotions/${version.id}`}
            title={version.title}
            aria-label={t('promotions.versionLink', {
              language: t(`content.language.${version.language as Language}`),
              title: version.title,
            })}
            className="inline-flex rounded border border-line px-1.5 py-0.5 text-xs font-semibold text-gold-300 uppercase hover:border-gold-400"
          >
            {version.language}
          </Link>
        </li>
      ))}
    </ul>
  );
}
