import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLINKO_PAYS, PLINKO_RISKS, PLINKO_ROWS, type PlinkoRisk, type PlinkoRows } from '@lobby/contract/inhouse';
import type { InhouseSession } from '@lobby/contract/play';
import { RoundFooter } from '../chrome/round-footer';
import { Segmented } from '../chrome/segmented';
import type { Rounds } from '../chrome/use-rounds';
import { timesOfTenths } from '../lib/money';
import { prefersReducedMotion, sleep } from '../lib/motion';
import { PlinkoBoard, type Ball } from './plinko-board';

/** The whole fall takes about this long, whatever the rows. */
const FALL_MS = 1_500;
const HISTORY = 5;

export function PlinkoGame({ session, rounds }: { session: InhouseSession; rounds: Rounds }) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<PlinkoRows>(PLINKO_ROWS[0]);
  const [risk, setRisk] = useState<PlinkoRisk>('medium');
  const [ball, setBall] = useState<Ball | null>(null);
  const [landed, setLanded] = useState<number | null>(null);
  const [history, setHistory] = useState<{ id: number; tenths: number }[]>([]);
  const stepMs = Math.round(FALL_MS / (rows + 1));

  async function drop() {
    if (!rounds.canPlay) return;
    setLanded(null);
    const round = await rounds.play({ engine: 'plinko', rows, risk });
    if (round?.outcome.engine !== 'plinko') return;
    const { path, bucket, payTenths } = round.outcome;
    if (!prefersReducedMotion()) {
      let rights = 0;
      setBall({ row: 0, rights: 0 });
      await sleep(stepMs);
      for (let row = 0; row < path.length; row++) {
        rights += path[row] ?? 0;
        setBall({ row: row + 1, rights });
        await sleep(stepMs);
      }
    }
    setBall({ row: path.length, rights: bucket });
    setLanded(bucket);
    setHistory((earlier) => [{ id: (earlier[0]?.id ?? 0) + 1, tenths: payTenths }, ...earlier].slice(0, HISTORY));
    rounds.settle(round);
  }

  function choose(change: () => void) {
    change();
    setBall(null);
    setLanded(null);
  }

  return (
    <>
      <main className="flex min-h-0 flex-1 flex-col gap-2.5 px-3 pt-2">
        <div className="relative flex min-h-0 flex-1 rounded-3xl bg-gradient-to-b from-ink-800/80 to-ink-950/80 px-2 pt-2 pb-3 ring-1 ring-line">
          <PlinkoBoard rows={rows} pays={PLINKO_PAYS[risk][rows]} ball={ball} landed={landed} stepMs={stepMs} />
          <ol aria-label={t('plinko.history')} className="absolute top-2 right-2 flex flex-col gap-1">
            {history.map((past, i) => (
              <li
                key={past.id}
                className={`rounded-md px-1.5 py-0.5 text-center text-[11px] font-black tabular-nums ${
                  past.tenths >= 10 ? 'bg-gold-400 text-ink-950' : 'bg-white/8 text-muted'
                } ${i === 0 ? 'animate-pop-in' : ''}`}
              >
                {timesOfTenths(past.tenths)}×
              </li>
            ))}
          </ol>
        </div>
        <div className="flex gap-3">
          <Segmented
            label={t('plinko.risk')}
            options={PLINKO_RISKS}
            value={risk}
            onChange={(next) => choose(() => setRisk(next))}
            disabled={rounds.inFlight}
            optionLabel={(option) => t(`plinko.risk.${option}`)}
          />
          <Segmented
            label={t('plinko.rows')}
            options={PLINKO_ROWS}
            value={rows}
            onChange={(next) => choose(() => setRows(next))}
            disabled={rounds.inFlight}
          />
        </div>
      </main>
      <RoundFooter session={session} rounds={rounds} playLabel={t('plinko.drop')} onPlay={() => void drop()} />
    </>
  );
}
