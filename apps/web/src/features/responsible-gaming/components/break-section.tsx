import { useId, useState, type ReactNode } from 'react';
import { Button } from '../../../ui/button';
import { CardSection } from '../../../ui/card-section';
import { chip } from './play-time';

/**
 * A break the member takes (time-out or self-exclusion): the lengths to choose from, a start button
 * and the confirmation the caller renders for the chosen length.
 */
export function BreakSection<D extends string>({
  title,
  hint,
  durations,
  label,
  start,
  tone = 'gold',
  confirm,
}: {
  title: string;
  hint: string;
  durations: readonly D[];
  label: (duration: D) => string;
  start: string;
  tone?: 'gold' | 'danger';
  confirm: (duration: D, close: () => void) => ReactNode;
}) {
  const groupId = useId();
  const [chosen, setChosen] = useState<D>(durations[0] as D);
  const [asking, setAsking] = useState(false);
  return (
    <CardSection title={title}>
      <p id={groupId} className="-mt-1 mb-3 text-xs leading-relaxed text-subtle">
        {hint}
      </p>
      <div role="radiogroup" aria-label={title} aria-describedby={groupId} className="mb-4 flex flex-wrap gap-2">
        {durations.map((duration) => (
          <button
            key={duration}
            type="button"
            role="radio"
            aria-checked={chosen === duration}
            className={chip(chosen === duration)}
            onClick={() => setChosen(duration)}
          >
            {label(duration)}
          </button>
        ))}
      </div>
      <Button
        variant={tone === 'danger' ? 'outline' : 'violet'}
        className={`w-full ${tone === 'danger' ? 'border-rose-400/50 text-rose-200 hover:bg-rose-500/10' : ''}`}
        onClick={() => setAsking(true)}
      >
        {start}
      </Button>
      {asking ? confirm(chosen, () => setAsking(false)) : null}
    </CardSection>
  );
}
