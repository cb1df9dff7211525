import type { ComponentProps, ReactNode } from 'react';

/** A checkbox with its label beside it, in a big enough touch area. */
export function CheckBox({ children, ...input }: ComponentProps<'input'> & { children: ReactNode }) {
  return (
    <label className="flex min-h-10 cursor-pointer items-center gap-2.5 text-sm text-muted">
      <input type="checkbox" className="size-[18px] shrink-0 cursor-pointer accent-gold-500" {...input} />
      <span>{children}</span>
    </label>
  );
}
