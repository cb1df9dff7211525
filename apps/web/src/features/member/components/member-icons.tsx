import { icon } from '../../../ui/icons';

export const DepositIcon = icon(
  <>
    <rect x="3" y="6.5" width="18" height="13" rx="3" />
    <path d="M3 10.5h18M12 2.5v6m-2.5-2.5L12 8.5l2.5-2.5" />
  </>,
);
export const WithdrawIcon = icon(
  <>
    <rect x="3" y="8.5" width="18" height="13" rx="3" />
    <path d="M3 12.5h18M12 8.5v-6M9.5 5 12 2.5 14.5 5" />
  </>,
);
export const ReceiptIcon = icon(
  <>
    <path d="M6 3h12v18l-3-2-3 2-3-2-3 2V3Z" />
    <path d="M9 8h6M9 12h6M9 16h3" />
  </>,
);
export const DiceIcon = icon(
  <>
    <rect x="4" y="4" width="16" height="16" rx="3.5" />
    <path d="M8.5 8.5h.1M15.5 8.5h.1M12 12h.1M8.5 15.5h.1M15.5 15.5h.1" />
  </>,
);
export const ChartIcon = icon(<path d="M4 20h16M7 16v-4M11 16V8M15 16v-6M19 16V5" />);
export const DownloadIcon = icon(<path d="M12 4v11m-4.5-4.5L12 15l4.5-4.5M5 19.5h14" />);
export const ChatIcon = icon(
  <path d="M5 5.5h14a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2h-7.5L7 21v-3.5H5a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2ZM8 11h.1M12 11h.1M16 11h.1" />,
);
export const ShieldCheckIcon = icon(
  <>
    <path d="M12 3 5 6v5.5c0 4.3 2.9 8 7 9.5 4.1-1.5 7-5.2 7-9.5V6l-7-3Z" />
    <path d="m9 12 2.2 2.2L15.5 10" />
  </>,
);
export const KeyIcon = icon(
  <>
    <circle cx="8" cy="15" r="4.5" />
    <path d="m11.2 11.8 8.3-8.3M16.5 6.5l2.5 2.5M14 9l2 2" />
  </>,
);
/** Responsible gaming: a balance, the member weighing their play. */
export const ScalesIcon = icon(<path d="M12 4v16M7 20h10M5 7h14M5 7l-3 6a3 3 0 0 0 6 0zM19 7l-3 6a3 3 0 0 0 6 0z" />);
export const HelpIcon = icon(
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M9.6 9.5a2.5 2.5 0 0 1 4.8 1c0 1.7-2.4 2-2.4 3.5M12 16.8v.1" />
  </>,
);
export const TeamIcon = icon(
  <>
    <circle cx="9" cy="8.5" r="3.3" />
    <path d="M3 19.5c.9-3.2 3.2-5 6-5s5.1 1.8 6 5M15.5 5.5a3.2 3.2 0 0 1 0 6.2M17.5 14.7c1.6.7 2.8 2.3 3.5 4.8" />
  </>,
);
export const LogoutIcon = icon(
  <path d="M14 4.5H6.5a2 2 0 0 0-2 2v11a2 2 0 0 0 2 2H14M10 12h10m-3.5-3.5L20 12l-3.5 3.5" />,
);
export const MoreIcon = icon(<path d="M6 12h.1M12 12h.1M18 12h.1" strokeWidth={3} />);

export const GearIcon = icon(
  <>
    <circle cx="12" cy="12" r="3" />
    <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1Z" />
  </>,
);
