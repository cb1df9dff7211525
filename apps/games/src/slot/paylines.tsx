import { SLOT } from '@lobby/contract/inhouse';
import type { LineWin } from './slot-game';

/** One colour per line, bright on the dark reels. */
export const LINE_COLOURS = [
  '#fbbf24',
  '#f472b6',
  '#22d3ee',
  '#a3e635',
  '#fb923c',
  '#c084fc',
  '#f87171',
  '#34d399',
  '#60a5fa',
  '#facc15',
];

/** The winning lines drawn across the reels. */
export function Paylines({ wins }: { wins: readonly LineWin[] }) {
  return (
    <svg
      aria-hidden="true"
      viewBox={`0 0 ${SLOT.reels} ${SLOT.rows}`}
      preserveAspectRatio="none"
      className="pointer-events-none absolute inset-0 size-full animate-fade-in"
    >
      {wins.map((win) => {
        // Through the paying symbols only: the count from the leftmost reel.
        const rows = (SLOT.lines[win.line] ?? []).slice(0, win.count);
        const points = rows.map((row, reel) => `${reel + 0.5},${row + 0.5}`).join(' ');
        const colour = LINE_COLOURS[win.line % LINE_COLOURS.length];
        return (
          <g key={win.line}>
            <polyline
              points={points}
              fill="none"
              stroke="#07051a"
              strokeOpacity="0.6"
              strokeWidth="6"
              vectorEffect="non-scaling-stroke"
              strokeLinejoin="round"
              strokeLinecap="round"
            />
            <polyline
              points={points}
              fill="none"
              stroke={colour}
              strokeWidth="3"
              vectorEffect="non-scaling-stroke"
              strokeLinejoin="round"
              strokeLinecap="round"
            />
          </g>
        );
      })}
    </svg>
  );
}
