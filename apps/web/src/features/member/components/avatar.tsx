import { useProfilePicture } from '../../../shared/member-settings/use-profile-picture';

const SIZES = {
  sm: 'size-9 text-sm',
  md: 'size-12 text-lg',
  lg: 'size-16 text-2xl',
} as const;

/**
 * The member's round avatar: their profile picture when they set one (module PROFPIC3), else the
 * first letter of their name on the brand gradient. Decorative: the name is always beside it.
 */
export function Avatar({ name, size = 'md' }: { name: string; size?: keyof typeof SIZES }) {
  const picture = useProfilePicture();
  if (picture) {
    return (
      <img
        src={picture}
        alt=""
        data-testid="profile-picture"
        className={`shrink-0 rounded-full object-cover shadow-gold ring-2 ring-white/15 ${SIZES[size]}`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`grid shrink-0 place-items-center rounded-full bg-gold font-extrabold text-ink-950 uppercase shadow-gold ring-2 ring-white/15 ${SIZES[size]}`}
    >
      {name.slice(0, 1) || '?'}
    </span>
  );
}
