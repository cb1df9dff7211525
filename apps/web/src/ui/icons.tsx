import type { ReactNode, SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/** An outline (or filled) 24×24 icon; features draw their own icons with it. */
export function icon(path: ReactNode, fill = false) {
  return function Icon({ size = 22, ...props }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill={fill ? 'currentColor' : 'none'}
        stroke={fill ? 'none' : 'currentColor'}
        strokeWidth={1.9}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {path}
      </svg>
    );
  };
}

export const MenuIcon = icon(<path d="M4 7h16M4 12h10M4 17h16" />);
export const SearchIcon = icon(
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m20 20-4.2-4.2" />
  </>,
);
export const HeadsetIcon = icon(
  <>
    <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
    <rect x="3" y="13" width="4" height="6" rx="1.6" />
    <rect x="17" y="13" width="4" height="6" rx="1.6" />
    <path d="M19 19c0 1.5-2 2.5-5 2.5" />
  </>,
);
export const MailIcon = icon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="3" />
    <path d="m4 7 8 6 8-6" />
  </>,
);
export const ChevronLeftIcon = icon(<path d="m15 5-7 7 7 7" />);
export const ChevronRightIcon = icon(<path d="m9 5 7 7-7 7" />);
export const ChevronDownIcon = icon(<path d="m6 9 6 6 6-6" />);
export const CloseIcon = icon(<path d="M6 6l12 12M18 6 6 18" />);
export const HeartIcon = icon(
  <path d="M12 20s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.4a4.4 4.4 0 0 1 7.5 2.5C19.5 15.4 12 20 12 20Z" />,
);
export const FilterIcon = icon(<path d="M4 6h16M7 12h10M10 18h4" />);
export const FireIcon = icon(
  <path d="M12 2c1 3.5 5 5.5 5 10.5A5 5 0 0 1 7 12.7c0-2 1-3.3 2-4.2.2 1.6 1 2.7 2 3C10.6 8.4 11 5 12 2Zm0 19a3 3 0 0 1-3-3c0-1.6 1.2-2.6 2-3.5.3 1 1 1.5 1.6 1.7.1-.8.4-1.6.9-2.2.9 1 1.5 2.4 1.5 4A3 3 0 0 1 12 21Z" />,
  true,
);
export const TrophyIcon = icon(
  <>
    <path d="M8 4h8v5a4 4 0 0 1-8 0V4Z" />
    <path d="M8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 13v4M8.5 20h7M10 17h4" />
  </>,
);
export const GridIcon = icon(
  <>
    <rect x="4" y="4" width="7" height="7" rx="2" />
    <rect x="13" y="4" width="7" height="7" rx="2" />
    <rect x="4" y="13" width="7" height="7" rx="2" />
    <rect x="13" y="13" width="7" height="7" rx="2" />
  </>,
);
export const CrownIcon = icon(<path d="M3 8.5 7.5 12 12 5l4.5 7L21 8.5 19 18H5L3 8.5Zm2.5 11.5h13" />);
export const GiftIcon = icon(
  <>
    <rect x="4" y="9" width="16" height="11" rx="2" />
    <path d="M3 9h18M12 9v11M12 9S10.5 4 8 4.5 7 9 12 9Zm0 0s1.5-5 4-4.5S17 9 12 9Z" />
  </>,
);
export const CalendarIcon = icon(
  <>
    <rect x="4" y="5" width="16" height="15" rx="3" />
    <path d="M4 10h16M9 3v4M15 3v4M9.5 14.5l2 2 3.5-3.5" />
  </>,
);
export const LifebuoyIcon = icon(
  <>
    <circle cx="12" cy="12" r="8" />
    <circle cx="12" cy="12" r="3.5" />
    <path d="m6.3 6.3 3.2 3.2M14.5 14.5l3.2 3.2M17.7 6.3l-3.2 3.2M9.5 14.5l-3.2 3.2" />
  </>,
);
export const TicketIcon = icon(
  <path d="M4 8a2 2 0 0 0 2-2h12a2 2 0 0 0 2 2v2a2 2 0 0 0 0 4v2a2 2 0 0 0-2 2H6a2 2 0 0 0-2-2v-2a2 2 0 0 0 0-4V8Zm6-2v12" />,
);
export const TargetIcon = icon(
  <>
    <circle cx="12" cy="12" r="8" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="12" cy="12" r="0.8" fill="currentColor" />
  </>,
);
export const StoreIcon = icon(
  <>
    <path d="M4 9 5.5 4h13L20 9M4 9h16v1.5a2.7 2.7 0 0 1-5.3 0 2.7 2.7 0 0 1-5.4 0 2.7 2.7 0 0 1-5.3 0V9Z" />
    <path d="M5.5 13v7h13v-7M10 20v-4h4v4" />
  </>,
);
export const MegaphoneIcon = icon(
  <path d="M4 10v4a1 1 0 0 0 1 1h2l5 4V5L7 9H5a1 1 0 0 0-1 1Zm12-1.5a4 4 0 0 1 0 7M18.5 6a7.5 7.5 0 0 1 0 12" />,
);
export const CoinsIcon = icon(
  <>
    <ellipse cx="9" cy="7" rx="5" ry="2.5" />
    <path d="M4 7v4c0 1.4 2.2 2.5 5 2.5s5-1.1 5-2.5V7M4 11v4c0 1.4 2.2 2.5 5 2.5 1 0 2-.2 2.7-.4" />
    <ellipse cx="16" cy="15" rx="4" ry="2" />
    <path d="M12 15v3c0 1.1 1.8 2 4 2s4-.9 4-2v-3" />
  </>,
);
export const ShareIcon = icon(
  <>
    <circle cx="18" cy="5.5" r="2.5" />
    <circle cx="6" cy="12" r="2.5" />
    <circle cx="18" cy="18.5" r="2.5" />
    <path d="m8.2 10.8 7.6-4.1M8.2 13.2l7.6 4.1" />
  </>,
);
export const PercentIcon = icon(
  <>
    <path d="M19 5 5 19" />
    <circle cx="7" cy="7" r="2.5" />
    <circle cx="17" cy="17" r="2.5" />
  </>,
);
export const GlobeIcon = icon(
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M3.5 12h17M12 3.5c2.5 2.6 3.5 5.4 3.5 8.5s-1 5.9-3.5 8.5c-2.5-2.6-3.5-5.4-3.5-8.5s1-5.9 3.5-8.5Z" />
  </>,
);
export const CheckIcon = icon(<path d="m5 12.5 4.5 4.5L19 7.5" />);
export const PlayIcon = icon(<path d="M8 5.5v13l10.5-6.5L8 5.5Z" />, true);
export const AlertIcon = icon(
  <>
    <path d="M12 4 2.8 19.5h18.4L12 4Z" />
    <path d="M12 10v4.5M12 17.2v.1" />
  </>,
);
export const GamepadIcon = icon(
  <>
    <path d="M7 7h10a5 5 0 0 1 4.8 6.4l-1 3.4a2.5 2.5 0 0 1-4.2 1L14.5 16h-5l-2.1 1.8a2.5 2.5 0 0 1-4.2-1l-1-3.4A5 5 0 0 1 7 7Z" />
    <path d="M8 10v4M6 12h4M15.5 11h.1M17.5 13h.1" />
  </>,
);
export const SparkleIcon = icon(
  <path d="M12 3c.6 3.9 2.1 5.4 6 6-3.9.6-5.4 2.1-6 6-.6-3.9-2.1-5.4-6-6 3.9-.6 5.4-2.1 6-6Zm6 11c.3 1.9 1 2.7 3 3-2 .3-2.7 1-3 3-.3-2-1-2.7-3-3 2-.3 2.7-1.1 3-3Z" />,
  true,
);
export const ClockIcon = icon(
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </>,
);
export const UserIcon = icon(
  <>
    <circle cx="12" cy="8.5" r="3.8" />
    <path d="M4.5 20c1.3-3.6 4-5.5 7.5-5.5s6.2 1.9 7.5 5.5" />
  </>,
);
