import { icon } from '../../../ui/icons';

export const AppleIcon = icon(
  <path d="M16.4 12.6c0-2.3 1.9-3.4 2-3.5-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.2-2.8.8-3.5.8-.7 0-1.8-.8-3-.8-1.5 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.2.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7c1.3 0 2.1-1.1 2.8-2.2.9-1.3 1.3-2.5 1.3-2.6-.1 0-2.5-.9-2.5-3.7ZM14.1 5.8c.6-.8 1.1-1.8 1-2.8-.9 0-2 .6-2.7 1.4-.6.7-1.1 1.7-1 2.7 1 .1 2-.5 2.7-1.3Z" />,
  true,
);
export const AndroidIcon = icon(
  <>
    <path d="M5 10.5a7 7 0 0 1 14 0V17a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 5 17v-6.5Z" />
    <path d="m7.5 4 1.6 2.6M16.5 4l-1.6 2.6M9 20.5V18m6 2.5V18" />
    <circle cx="9.5" cy="10" r=".6" fill="currentColor" />
    <circle cx="14.5" cy="10" r=".6" fill="currentColor" />
  </>,
);
/** iOS Safari's share button: a box with an arrow out of the top. */
export const ShareSheetIcon = icon(
  <path d="M12 3.5v11m-3.5-7.5L12 3.5 15.5 7M8 10H6.5A1.5 1.5 0 0 0 5 11.5v7A1.5 1.5 0 0 0 6.5 20h11a1.5 1.5 0 0 0 1.5-1.5v-7a1.5 1.5 0 0 0-1.5-1.5H16" />,
);
export const PlusSquareIcon = icon(
  <>
    <rect x="4" y="4" width="16" height="16" rx="4" />
    <path d="M12 8.5v7M8.5 12h7" />
  </>,
);
export const ProfileIcon = icon(
  <>
    <rect x="6" y="2.5" width="12" height="19" rx="2.5" />
    <path d="M10 18.5h4M9.5 9.5l2 2 3.5-3.5" />
  </>,
);
export const BoltIcon = icon(<path d="M13 3 5 13.5h6L10 21l8-10.5h-6L13 3Z" />);
export const ExpandIcon = icon(<path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />);
export const DownloadArrowIcon = icon(
  <path d="M12 3.5v11m-4-4 4 4 4-4M5 17.5v1A2 2 0 0 0 7 20.5h10a2 2 0 0 0 2-2v-1" />,
);
export const ShieldCheckIcon = icon(
  <>
    <path d="M12 3 5 6v5.5c0 4.3 3 7.9 7 9.5 4-1.6 7-5.2 7-9.5V6l-7-3Z" />
    <path d="m9 12 2 2 4-4" />
  </>,
);
