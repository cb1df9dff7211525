import { useTranslation } from 'react-i18next';
import { DICE, diceMultiplierE4 } from '@lobby/contract/inhouse';
import { hundredths, percentOfBp, timesOfE4 } from '../lib/money';

/** Chances shown in the rules, in winning rolls of the 10,000. */
const EXAMPLES = [DICE.minWinning, 1_000, 2_500, 5_000, 7_500, DICE.maxWinning];

/** How dice is played and paid, with a few chances and their multipliers. */
export function DiceRules() {
  const { t } = useTranslation();
  return (
    <div className="space-y-4 text-sm leading-relaxed text-muted">
      <p>{t('rules.dice.intro')}</p>
      <p>{t('rules.dice.edge', { rtp: percentOfBp(DICE.outcomes - DICE.edgeBp) })}</p>
      <table className="w-full border-separate border-spacing-0.5 text-center text-xs tabular-nums">
        <thead className="text-subtle">
          <tr>
            <th scope="col" className="font-semibold">
              {t('dice.chance')}
            </th>
            <th scope="col" className="font-semibold">
              {t('dice.multiplier')}
            </th>
          </tr>
        </thead>
        <tbody>
          {EXAMPLES.map((winning) => (
            <tr key={winning}>
              <td className="rounded-md bg-white/6 py-1 text-text">{hundredths(winning)}%</td>
              <td className="rounded-md bg-gold-400/12 py-1 font-bold text-gold-300">
                {timesOfE4(diceMultiplierE4(winning))}×
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-xs">{t('rules.fair')}</p>
    </div>
  );
}
