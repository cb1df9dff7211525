import type { Game } from '@lobby/contract/games';
import { useTranslation } from '../../../lib/use-translation';
import { useMoneyFormat } from '../../../lib/money-format';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import '../messages';

interface GameInfoSheetProps {
  game: Game;
  name: string;
  onPlay: () => void;
  onClose: () => void;
}

/**
 * A game's details, from its card's RTP chip: provider, RTP, volatility, minimum bet and lines, and Play.
 * Its name and launch come from the card: imported here, the card's own modules would leave the first
 * page's script for a chunk of their own.
 */
export default function GameInfoSheet({ game, name, onPlay, onClose }: GameInfoSheetProps) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  return (
    <Dialog open onClose={onClose} variant="sheet" title={name} description={game.displayName}>
      <div className="space-y-3 pb-2">
        <div className="flex items-center gap-3">
          <img
            src={game.iconUrl}
            alt=""
            width={72}
            height={72}
            className="size-18 shrink-0 rounded-2xl object-cover ring-1 ring-white/10"
          />
          <dl className="grid flex-1 grid-cols-2 gap-2">
            <Stat label={t('gameInfo.minBet')} value={money(String(game.minBet))} />
            <Stat label={t('gameInfo.lines')} value={String(game.minLine)} />
          </dl>
        </div>
        <dl className="grid grid-cols-2 gap-2">
          <div className="rounded-2xl border border-line bg-ink-900 px-4 py-3">
            <dt className="text-xs font-semibold text-muted">{t('gameInfo.rtp')}</dt>
            <dd className="mt-1 text-2xl font-extrabold text-gold-400 tabular-nums">{game.rtp}%</dd>
            <dd className="mt-1 text-[11px] leading-snug text-subtle">{t('gameInfo.rtpHint')}</dd>
          </div>
          <div className="rounded-2xl border border-line bg-ink-900 px-4 py-3">
            <dt className="text-xs font-semibold text-muted">{t('gameInfo.volatility')}</dt>
            <dd className="mt-1.5 flex h-8 items-center gap-2 text-lg font-extrabold">
              <span aria-hidden="true" data-vol={game.volatility} className="vol-meter h-5 w-5 [--bar:5px]" />
              {t(`gameInfo.volatility.${game.volatility}`)}
            </dd>
            <dd className="mt-1 text-[11px] leading-snug text-subtle">{t('gameInfo.volatilityHint')}</dd>
          </div>
        </dl>
        <Button
          size="lg"
          className="w-full"
          onClick={() => {
            onClose();
            onPlay();
          }}
        >
          {t('gameInfo.play')}
        </Button>
      </div>
    </Dialog>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-white/5 px-3 py-2">
      <dt className="text-[11px] text-muted">{label}</dt>
      <dd className="truncate text-sm font-bold tabular-nums">{value}</dd>
    </div>
  );
}
