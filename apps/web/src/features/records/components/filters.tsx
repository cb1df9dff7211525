import { useTranslation } from '../../../lib/use-translation';
import { GAME_TYPES, type GameType } from '@lobby/contract/games';
import type { LedgerKind } from '@lobby/contract/wallet';
import { KINDS } from '../kinds';
import { CategoryIcon } from '../../../ui/category-icon';
import { ChipFilter } from './chip-filter';

export function GameTypeFilter({
  value,
  onChange,
}: {
  value: GameType | undefined;
  onChange: (gameType: GameType | undefined) => void;
}) {
  const { t } = useTranslation();
  const options = GAME_TYPES.map((gameType) => ({
    value: gameType,
    label: t(`entry.${gameType}`),
    icon: <CategoryIcon category={gameType} size={14} />,
  }));
  return (
    <ChipFilter
      label={t('records.gameType')}
      allLabel={t('records.allGames')}
      options={options}
      value={value}
      onChange={onChange}
    />
  );
}

export function KindFilter({
  value,
  onChange,
}: {
  value: LedgerKind | undefined;
  onChange: (kind: LedgerKind | undefined) => void;
}) {
  const { t } = useTranslation();
  const options = KINDS.map((kind) => ({ value: kind, label: t(`records.kind.${kind}`) }));
  return (
    <ChipFilter
      label={t('records.kind')}
      allLabel={t('records.allKinds')}
      options={options}
      value={value}
      onChange={onChange}
    />
  );
}
