import { icon } from '../../../ui/icons';

export const BankIcon = icon(
  <>
    <path d="M3 9.5 12 4l9 5.5M5 10v7m4.5-7v7m5-7v7M19 10v7M3.5 20h17" />
  </>,
);
export const WalletIcon = icon(
  <>
    <path d="M4 7.5A2.5 2.5 0 0 1 6.5 5H17v3" />
    <rect x="4" y="8" width="16" height="11" rx="2.5" />
    <path d="M16 13.5h.1" />
  </>,
);
export const QrIcon = icon(
  <>
    <rect x="4" y="4" width="6" height="6" rx="1" />
    <rect x="14" y="4" width="6" height="6" rx="1" />
    <rect x="4" y="14" width="6" height="6" rx="1" />
    <path d="M14 14h2v2h-2zM18 18h2v2h-2zM14 18h2M18 14h2" />
  </>,
);
export const BoltIcon = icon(<path d="M13 3 5 13.5h6L10 21l8-10.5h-6L13 3Z" />);
export const CopyIcon = icon(
  <>
    <rect x="8" y="8" width="12" height="12" rx="2.5" />
    <path d="M16 8V6.5A2.5 2.5 0 0 0 13.5 4h-7A2.5 2.5 0 0 0 4 6.5v7A2.5 2.5 0 0 0 6.5 16H8" />
  </>,
);
export const UploadIcon = icon(
  <path d="M12 16V4m-4.5 4.5L12 4l4.5 4.5M5 16.5v2A1.5 1.5 0 0 0 6.5 20h11a1.5 1.5 0 0 0 1.5-1.5v-2" />,
);
export const LockIcon = icon(
  <>
    <rect x="5" y="10.5" width="14" height="10" rx="2.5" />
    <path d="M8 10.5V8a4 4 0 0 1 8 0v2.5" />
  </>,
);
export const PlusIcon = icon(<path d="M12 5v14M5 12h14" />);
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
