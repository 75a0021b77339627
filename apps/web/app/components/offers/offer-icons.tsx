import { makeIcon } from '../ui/icons.tsx';

/** Icons of the offers pages and widget, made like the shared ones (24×24, stroked). No offer has artwork (decision 062). */
export const CouponIcon = makeIcon(
  <>
    <path d="M3 8a2 2 0 0 0 2-2h14a2 2 0 0 0 2 2v8a2 2 0 0 0-2 2H5a2 2 0 0 0-2-2Z" />
    <path d="m9 15 6-6" />
    <circle cx="9.5" cy="9.5" r="0.75" />
    <circle cx="14.5" cy="14.5" r="0.75" />
  </>,
);
export const PayIcon = makeIcon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 10h18M7 15h4" />
  </>,
);
export const CopyIcon = makeIcon(
  <>
    <rect x="8.5" y="8.5" width="12" height="12" rx="2" />
    <path d="M15.5 8.5V5a1.5 1.5 0 0 0-1.5-1.5H5A1.5 1.5 0 0 0 3.5 5v9A1.5 1.5 0 0 0 5 15.5h3.5" />
  </>,
);
