import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { GAME_ROWS_THRESHOLD } from '@lobby/contract/core';
import type { Game } from '@lobby/contract/games';
import type { Vendor } from '@lobby/contract/vendors';
import { slotGamesFor } from '../../../lib/routes';
import { Deferred } from '../../../ui/deferred';
import { SectionHeader } from '../../../ui/section-header';
import { GameCard } from './game-card';
import { VendorIcon } from './vendor-icon';

/** Home: one RNG provider's games in a horizontal row (two rows above the threshold) and a more-link. */
export function VendorGamesBlock({ vendor, games }: { vendor: Vendor; games: readonly Game[] }) {
  const { t } = useTranslation();
  const id = useId();
  const rows = `scrollbar-none -mx-3 grid auto-cols-[29%] grid-flow-col gap-3 overflow-x-auto px-3 ${
    games.length > GAME_ROWS_THRESHOLD ? 'grid-rows-2' : 'grid-rows-1'
  }`;
  return (
    <section aria-labelledby={id}>
      <SectionHeader
        id={id}
        title={vendor.displayName}
        icon={<VendorIcon vendor={vendor} className="h-7 w-[70px]" />}
        link={{
          to: slotGamesFor(vendor.vassalage),
          label: t('home.more'),
          accessibleName: t('home.moreFrom', { name: vendor.displayName }),
        }}
      />
      <Deferred placeholder={<RowPlaceholder className={rows} count={Math.min(games.length, PLACEHOLDER_CARDS)} />}>
        <ul aria-label={vendor.displayName} className={rows}>
          {games.map((game) => (
            <li key={game.nodeId}>
              <GameCard game={game} />
            </li>
          ))}
        </ul>
      </Deferred>
    </section>
  );
}

/** Enough placeholder cards to fill the visible part of two rows. */
const PLACEHOLDER_CARDS = 8;

/** Same frame as the card row: square art plus the caption, per card. */
function RowPlaceholder({ className, count }: { className: string; count: number }) {
  return (
    <div className={className}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="overflow-hidden rounded-card bg-ink-850">
          <div className="aspect-square bg-ink-800" />
          <div className="h-11" />
        </div>
      ))}
    </div>
  );
}
