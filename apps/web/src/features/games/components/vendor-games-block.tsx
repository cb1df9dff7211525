import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME_ROWS_THRESHOLD, type Game, type Vendor } from '@lobby/contract';
import { slotGamesFor } from '../../../lib/routes';
import { SectionHeader } from '../../../ui/section-header';
import { GameCard } from './game-card';
import { VendorIcon } from './vendor-icon';

/** Home: one RNG provider's games in a horizontal row (two rows above the threshold) and a more-link. */
export function VendorGamesBlock({ vendor, games }: { vendor: Vendor; games: readonly Game[] }) {
  const { t } = useTranslation();
  const id = useId();
  const twoRows = games.length > GAME_ROWS_THRESHOLD;
  return (
    <section aria-labelledby={id}>
      <SectionHeader
        id={id}
        title={vendor.displayName}
        icon={
          <VendorIcon vendor={{ ...vendor, displayName: '' }} className="h-7 w-[70px]" />
        }
        link={{
          to: slotGamesFor(vendor.vassalage),
          label: t('home.more'),
          accessibleName: t('home.moreFrom', { name: vendor.displayName }),
        }}
      />
      <ul
        aria-label={vendor.displayName}
        className={`scrollbar-none -mx-3 grid auto-cols-[29%] grid-flow-col gap-3 overflow-x-auto px-3 ${twoRows ? 'grid-rows-2' : 'grid-rows-1'}`}
      >
        {games.map((game) => (
          <li key={game.nodeId}>
            <GameCard game={game} />
          </li>
        ))}
      </ul>
    </section>
  );
}
