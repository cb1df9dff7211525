import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { GAME_TYPES } from '@lobby/contract/games';
import { Button } from '../../shared/button';
import { INPUT_CLASS } from '../../shared/field';
import { providersQuery, type GamesParams } from './games-api';

const SELECT_CLASS = `${INPUT_CLASS} w-auto min-w-24 pr-7`;

interface Props {
  params: GamesParams;
  onChange: (change: Partial<GamesParams>) => void;
}

/** The catalogue's filter bar: search (sent when typing pauses), provider, type and the three flags. */
export function GamesFilters({ params, onChange }: Props) {
  const { t } = useTranslation();
  const providers = useQuery(providersQuery);
  const [text, setText] = useState(params.q ?? '');
  // The URL wins when it changes underneath (back button, clear): the box shows its search.
  const [shownQ, setShownQ] = useState(params.q);
  if (shownQ !== params.q) {
    setShownQ(params.q);
    setText(params.q ?? '');
  }
  useEffect(() => {
    if (text === (params.q ?? '')) return;
    const timer = setTimeout(() => onChange({ q: text.trim() || undefined }), 300);
    return () => clearTimeout(timer);
  }, [text, params.q, onChange]);

  const flag = (key: 'enabled' | 'hot' | 'new', label: string, yes: string, no: string) => (
    <label className="flex flex-col gap-1 text-xs font-medium text-muted">
      {label}
      <select
        className={SELECT_CLASS}
        value={params[key] ?? ''}
        onChange={(event) => onChange({ [key]: event.target.value || undefined })}
      >
        <option value="">{t('games.any')}</option>
        <option value="true">{yes}</option>
        <option value="false">{no}</option>
      </select>
    </label>
  );

  return (
    <div role="search" className="mb-3 flex flex-wrap items-end gap-2.5 rounded-lg border border-line bg-ink-900 p-3">
      <label className="flex min-w-48 flex-1 flex-col gap-1 text-xs font-medium text-muted">
        {t('games.search')}
        <input
          type="search"
          className={INPUT_CLASS}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => event.key === 'Enter' && onChange({ q: text.trim() || undefined })}
        />
      </label>
      <label className="flex flex-col gap-1 text-xs font-medium text-muted">
        {t('games.provider')}
        <select
          className={SELECT_CLASS}
          value={params.provider ?? ''}
          onChange={(event) => onChange({ provider: event.target.value || undefined })}
        >
          <option value="">{t('games.allProviders')}</option>
          {providers.data?.map((provider) => (
            <option key={provider.vassalage} value={provider.vassalage}>
              {provider.displayName}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-xs font-medium text-muted">
        {t('games.type')}
        <select
          className={SELECT_CLASS}
          value={params.gameType ?? ''}
          onChange={(event) => onChange({ gameType: (event.target.value || undefined) as GamesParams['gameType'] })}
        >
          <option value="">{t('games.allTypes')}</option>
          {GAME_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`type.${type}`)}
            </option>
          ))}
        </select>
      </label>
      {flag('enabled', t('games.status'), t('games.enabledOnly'), t('games.disabledOnly'))}
      {flag('hot', t('games.hot'), t('games.yes'), t('games.no'))}
      {flag('new', t('games.new'), t('games.yes'), t('games.no'))}
      <Button
        variant="ghost"
        onClick={() => {
          setText('');
          onChange({
            q: undefined,
            provider: undefined,
            gameType: undefined,
            enabled: undefined,
            hot: undefined,
            new: undefined,
          });
        }}
      >
        {t('games.clear')}
      </Button>
    </div>
  );
}
