import { useTranslation } from 'react-i18next';
import { DICE, type DiceDirection } from '@lobby/contract/inhouse';
import { hundredths } from '../lib/money';

/** The slider's bounds and step (2.00 to 98.00 by 1.00): every position is a chance both ways allow. */
export const TARGET_MIN = 200;
export const TARGET_MAX = 9_800;
const TARGET_STEP = 100;
const SCALE = [0, 25, 50, 75, 100];

interface Props {
  target: number;
  direction: DiceDirection;
  onTarget: (target: number) => void;
  disabled: boolean;
  /** The last roll and whether it won; the marker slides there. */
  roll: { value: number; win: boolean } | null;
}

/** The 0-100 bar: the winning side green, the losing side red, the target thumb and the roll marker. */
export function RollBar({ target, direction, onTarget, disabled, roll }: Props) {
  const { t } = useTranslation();
  const at = (target / DICE.outcomes) * 100;
  const [left, right] = direction === 'under' ? ['#10b981', '#f43f5e'] : ['#f43f5e', '#10b981'];
  return (
    <div className="rounded-2xl bg-ink-850/80 px-4 pt-14 pb-4 ring-1 ring-line">
      <div className="relative">
        {roll && (
          <div
            data-testid="roll-marker"
            className="absolute bottom-5 -translate-x-1/2 transition-[left] duration-500 ease-out"
            // Clamped so the label stays inside the panel at the ends of the bar.
            style={{ left: `clamp(1.25rem, ${(roll.value / DICE.outcomes) * 100}%, 100% - 1.25rem)` }}
          >
            <div
              className={`rounded-lg px-2 py-1 text-sm font-black tabular-nums shadow-lg ${
                roll.win ? 'bg-emerald-400 text-ink-950' : 'bg-rose-400 text-ink-950'
              }`}
            >
              {hundredths(roll.value)}
            </div>
            <div
              className={`mx-auto size-2.5 -translate-y-1.5 rotate-45 ${roll.win ? 'bg-emerald-400' : 'bg-rose-400'}`}
            />
          </div>
        )}
        <div className="rounded-full bg-ink-950 p-1.5 ring-1 ring-line-strong">
          <div
            className="h-2.5 rounded-full"
            style={{ background: `linear-gradient(90deg, ${left} ${at}%, ${right} ${at}%)` }}
          />
        </div>
        <input
          type="range"
          className="dice-range absolute inset-0 w-full"
          min={TARGET_MIN}
          max={TARGET_MAX}
          step={TARGET_STEP}
          value={target}
          disabled={disabled}
          aria-label={t(direction === 'under' ? 'dice.rollUnder' : 'dice.rollOver')}
          aria-valuetext={hundredths(target)}
          onChange={(event) => onTarget(Number(event.target.value))}
        />
      </div>
      <div className="mt-2 flex justify-between px-0.5 text-[11px] font-semibold text-subtle tabular-nums">
        {SCALE.map((mark) => (
          <span key={mark}>{mark}</span>
        ))}
      </div>
    </div>
  );
}
