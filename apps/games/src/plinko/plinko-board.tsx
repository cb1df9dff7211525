import { useTranslation } from 'react-i18next';
import { timesOfTenths } from '../lib/money';

/** The ball's place: the row it is about to hit (rows = landed) and the rights taken so far. */
export interface Ball {
  row: number;
  rights: number;
}

interface Props {
  rows: number;
  pays: readonly number[];
  ball: Ball | null;
  /** The bucket the last ball landed in, lit until the next drop. */
  landed: number | null;
  stepMs: number;
}

const TOP = 6;
const ROW_HEIGHT = 6;
const PEG_R = 0.9;

/** Horizontal gap between pegs, in view-box units (the board is 100 wide). */
const gapOf = (rows: number) => 100 / (rows + 2);
/** Where the ball is before row `row` after `rights` rights: above a peg, or over a bucket at the end. */
export const ballX = (rows: number, { row, rights }: Ball) => 50 + (rights - row / 2) * gapOf(rows);

/** A bucket's colour: gold in the middle, red at the edges, as the multipliers grow. */
function bucketColour(rows: number, bucket: number): string {
  const distance = Math.abs(bucket - rows / 2) / (rows / 2);
  return `hsl(${Math.round(46 - 46 * distance)} 95% ${Math.round(58 - 6 * distance)}%)`;
}

/** Pegs in a triangle (3 on the top row, one more each row), the falling ball and the buckets. */
export function PlinkoBoard({ rows, pays, ball, landed, stepMs }: Props) {
  const { t } = useTranslation();
  const gap = gapOf(rows);
  const height = TOP + rows * ROW_HEIGHT;
  const pegs = Array.from({ length: rows }, (_, row) =>
    Array.from({ length: row + 3 }, (_, i) => ({ x: 50 + (i - (row + 2) / 2) * gap, y: TOP + row * ROW_HEIGHT })),
  ).flat();
  const ballY = ball ? TOP + ball.row * ROW_HEIGHT - PEG_R - 1.3 : 0;
  return (
    <div className="flex min-h-0 flex-1 flex-col justify-center">
      <svg viewBox={`0 0 100 ${height}`} className="w-full" role="img" aria-label={t('plinko.board', { rows })}>
        <defs>
          <radialGradient id="plinko-ball" cx=".35" cy=".35" r=".7">
            <stop offset="0" stopColor="#fff7d6" />
            <stop offset=".55" stopColor="#fbbf24" />
            <stop offset="1" stopColor="#c2410c" />
          </radialGradient>
        </defs>
        {pegs.map((peg) => (
          <circle key={`${peg.x}-${peg.y}`} cx={peg.x} cy={peg.y} r={PEG_R} fill="#e9e6ff" opacity={0.9} />
        ))}
        {ball && (
          <g
            data-testid="plinko-ball"
            style={{
              transform: `translate(${ballX(rows, ball)}px, ${ballY}px)`,
              transition: `transform ${stepMs}ms cubic-bezier(0.45, 0, 0.9, 0.6)`,
            }}
          >
            <circle r={1.6} fill="url(#plinko-ball)" />
          </g>
        )}
      </svg>
      <ol
        aria-label={t('plinko.buckets')}
        className="mt-1 grid gap-[2px]"
        style={{ gridTemplateColumns: `repeat(${rows + 1}, minmax(0, 1fr))`, paddingInline: `${gap / 2}%` }}
      >
        {pays.map((tenths, bucket) => (
          <li
            key={bucket}
            data-testid={landed === bucket ? 'plinko-landed' : undefined}
            className={`overflow-hidden rounded-md py-1.5 text-center font-black tracking-tighter text-ink-950 tabular-nums shadow-[0_3px_0_rgb(0_0_0/0.35)] ${
              rows > 12 ? 'text-[7px]' : 'text-[10px]'
            } ${landed === bucket ? 'animate-pop-in -translate-y-1 ring-2 ring-white' : ''}`}
            style={{ background: bucketColour(rows, bucket) }}
          >
            {/* No room for the × sign under 16 rows. */}
            {timesOfTenths(tenths)}
            {rows > 12 ? '' : '×'}
          </li>
        ))}
      </ol>
    </div>
  );
}
