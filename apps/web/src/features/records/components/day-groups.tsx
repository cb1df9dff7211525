import type { ReactNode } from 'react';
import { format, parseISO } from 'date-fns';
import { useDateFormat } from '../hooks/use-date-format';

interface DayGroupsProps<T> {
  label: string;
  items: readonly T[];
  /** The item's ISO instant. */
  at: (item: T) => string;
  keyOf: (item: T) => string;
  render: (item: T) => ReactNode;
}

/** Rows under a heading for each of the player's days, newest first as the API sends them. */
export function DayGroups<T>({ label, items, at, keyOf, render }: DayGroupsProps<T>) {
  const dates = useDateFormat();
  const groups: { day: string; date: Date; items: T[] }[] = [];
  for (const item of items) {
    const date = parseISO(at(item));
    const day = format(date, 'yyyy-MM-dd');
    const last = groups.at(-1);
    if (last?.day === day) last.items.push(item);
    else groups.push({ day, date, items: [item] });
  }
  return (
    <section aria-label={label} className="space-y-4">
      {groups.map((group) => (
        <div key={group.day}>
          <h2 className="mb-2 px-1 text-xs font-semibold tracking-wide text-subtle">{dates.day(group.date)}</h2>
          <ul className="space-y-2">
            {group.items.map((item) => (
              <li key={keyOf(item)}>{render(item)}</li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
