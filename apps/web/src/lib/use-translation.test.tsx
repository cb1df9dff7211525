// @vitest-environment happy-dom
import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18next, setLanguage } from './i18n';
import { translatorFor, useTranslation } from './use-translation';

const ENGLISH_ONLY = 'test.englishOnly';

afterEach(async () => {
  await act(() => setLanguage('en', false));
  delete (i18next.store.data.en?.translation as Record<string, unknown> | undefined)?.[ENGLISH_ONLY];
});

function Label() {
  const { t } = useTranslation();
  return <p>{t('banner.label')}</p>;
}

describe('useTranslation', () => {
  it('reads a plain message, and every component shares one t per language', () => {
    const first = renderHook(() => useTranslation());
    const second = renderHook(() => useTranslation());
    expect(first.result.current.t('banner.label')).toBe('Featured');
    expect(first.result.current.t).toBe(second.result.current.t);
  });

  it('hands options, interpolation and plurals to i18next', () => {
    const t = translatorFor('en');
    expect(t('notice.barOpen', { title: 'Maintenance' })).toBe('Open announcement: Maintenance');
    expect(t('notice.barOpen', { title: '<b>x</b>' })).toBe(i18next.t('notice.barOpen', { title: '<b>x</b>' }));
    expect(t('vendorCard.games', { count: 1 })).toBe('1 game');
    expect(t('vendorCard.games', { count: 3 })).toBe('3 games');
  });

  it('falls back to English for a message the language lacks', async () => {
    i18next.addResource('en', 'translation', ENGLISH_ONLY, 'Only in English');
    await act(() => setLanguage('id', false));
    const t = translatorFor('id');
    expect(t('banner.label')).toBe('Unggulan');
    expect(t(ENGLISH_ONLY as 'banner.label')).toBe('Only in English');
  });

  it('re-renders its users in the new language', async () => {
    render(<Label />);
    expect(screen.getByText('Featured')).toBeTruthy();
    await act(() => setLanguage('id', false));
    expect(screen.getByText('Unggulan')).toBeTruthy();
    await act(() => setLanguage('en', false));
    expect(screen.getByText('Featured')).toBeTruthy();
  });
});
