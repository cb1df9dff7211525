import type { ReactNode } from 'react';

/** A decorative line icon: currentColor strokes of the given width on a square view box. */
function lineIcon(paths: ReactNode, strokeWidth: number, viewBox = '0 0 24 24') {
  return function LineIcon({ className }: { className?: string }) {
    return (
      <svg
        viewBox={viewBox}
        aria-hidden="true"
        className={className}
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {paths}
      </svg>
    );
  };
}

/** Small line icons for the game chrome. */
export const InfoIcon = lineIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v6M12 7.5v.01" />
  </>,
  2,
);

export const CloseIcon = lineIcon(<path d="M6 6l12 12M18 6 6 18" />, 2.2);

export const SpinIcon = lineIcon(
  <>
    <path d="M20 12a8 8 0 0 1-14.3 4.9M4 12a8 8 0 0 1 14.3-4.9" />
    <path d="M18.5 3v4.2h-4.2M5.5 21v-4.2h4.2" />
  </>,
  2.4,
);

export const HourglassIcon = lineIcon(
  <>
    <path d="M14 6h20M14 42h20M16 6c0 10 16 12 16 18S16 32 16 42M32 6c0 10-16 12-16 18s16 8 16 18" />
    <path d="M19 38h10l-5-5z" fill="currentColor" stroke="none" />
  </>,
  2.5,
  '0 0 48 48',
);

export const WarningIcon = lineIcon(
  <>
    <path d="M12 4 2.5 20h19z" />
    <path d="M12 10v4.5M12 17.5v.01" />
  </>,
  2,
);

export function StarIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill="currentColor">
      <path d="m12 2 2.9 6.6 7.1.6-5.4 4.7 1.6 7L12 17.3 5.8 21l1.6-7L2 9.2l7.1-.6z" />
    </svg>
  );
}

/** Provably fair: a shield with a check. */
export const ShieldIcon = lineIcon(
  <>
    <path d="M12 3l7 3v5c0 4.5-3 8.2-7 10-4-1.8-7-5.5-7-10V6l7-3z" />
    <path d="M9 12l2 2 4-4" />
  </>,
  2,
);
