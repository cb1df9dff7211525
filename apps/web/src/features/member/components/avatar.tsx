const SIZES = {
  sm: 'size-9 text-sm',
  md: 'size-12 text-lg',
  lg: 'size-16 text-2xl',
} as const;

/** The member's round avatar: the first letter of their name on the brand gradient. */
export function Avatar({ name, size = 'md' }: { name: string; size?: keyof typeof SIZES }) {
  return (
    <span
      aria-hidden="true"
      className={`grid shrink-0 place-items-center rounded-full bg-gold font-extrabold text-ink-950 uppercase shadow-gold ring-2 ring-white/15 ${SIZES[size]}`}
    >
      {name.slice(0, 1) || '?'}
    </span>
  );
}
