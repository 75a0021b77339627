import { makeIcon } from '../ui/icons.tsx';

/** Icons of the checkout, order and notification pages, made like the shared ones (24×24, stroked). */
export const LockIcon = makeIcon(
  <>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </>,
);
export const BellIcon = makeIcon(
  <>
    <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4z" />
    <path d="M10 21h4" />
  </>,
);
export const CardIcon = makeIcon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 10h18M7 15h4" />
  </>,
);
export const BankIcon = makeIcon(<path d="M3 10 12 4l9 6M5 10v8M9 10v8M15 10v8M19 10v8M3 20h18" />);
export const WalletIcon = makeIcon(
  <>
    <path d="M4 7h14a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H4z M4 7l11-3v3" />
    <path d="M16 13h2" />
  </>,
);
export const UpiIcon = makeIcon(<path d="M7 4l-3 16M11 4l6 8-6 8M16 4l4 8" />);
export const CashIcon = makeIcon(
  <>
    <rect x="2" y="6" width="20" height="12" rx="2" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const ClockOutlineIcon = makeIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);
export const AlertIcon = makeIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v6M12 16h.01" />
  </>,
);
export const SuccessIcon = makeIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12 3 3 5-6" />
  </>,
);
