/**
 * Inline SVG icons (24×24 grid, stroked with currentColor). Each icon is its own export so a page only
 * ships the ones it uses. Decorative by default (aria-hidden); give the control around it a label.
 */
import { Fragment, isValidElement, type ReactNode } from 'react';
import { escapeHtml } from './escape-html.ts';

type IconProps = { size?: 'sm' | 'md' | 'lg'; className?: string };

/** React writes these SVG presentation attributes in kebab case (strokeWidth → stroke-width). */
const KEBAB_CASE = /^(stroke|fill|clip|font|text|stop)[A-Z]/;

/** An icon's drawing as the markup React would write for it: made once, not rendered per page. */
export function svgMarkup(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number') return escapeHtml(String(node));
  if (Array.isArray(node)) return node.map(svgMarkup).join('');
  if (!isValidElement(node)) throw new Error('An icon is drawn with SVG elements only');
  const { children, ...attributes } = node.props as { children?: ReactNode } & Record<string, unknown>;
  if (node.type === Fragment) return svgMarkup(children);
  if (typeof node.type !== 'string') throw new Error('An icon is drawn with SVG elements only');
  const written = Object.entries(attributes)
    .filter(([, value]) => value !== undefined && value !== null && value !== false)
    .map(([name, value]) => {
      const attribute = KEBAB_CASE.test(name) ? name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`) : name;
      return ` ${attribute}="${escapeHtml(String(value))}"`;
    })
    .join('');
  return `<${node.type}${written}>${svgMarkup(children)}</${node.type}>`;
}

/**
 * An icon component from its paths; `filled` fills with currentColor instead of stroking. The paths are
 * written as one string: React neither renders them per page nor hydrates them in the browser.
 */
export function makeIcon(paths: ReactNode, filled = false) {
  const inner = { __html: svgMarkup(paths) };
  return function Icon({ size = 'md', className }: IconProps) {
    const cls = ['icon', size === 'md' ? '' : `icon--${size}`, className ?? ''].filter(Boolean).join(' ');
    return (
      <svg
        className={cls}
        viewBox="0 0 24 24"
        fill={filled ? 'currentColor' : 'none'}
        stroke={filled ? 'none' : 'currentColor'}
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        dangerouslySetInnerHTML={inner}
      />
    );
  };
}

const make = makeIcon;

export const MenuIcon = make(<path d="M4 6h16M4 12h16M4 18h16" />);
export const SearchIcon = make(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-4-4" />
  </>,
);
export const CloseIcon = make(<path d="M6 6l12 12M18 6 6 18" />);
export const BackIcon = make(<path d="M15 5l-7 7 7 7" />);
export const ChevronRightIcon = make(<path d="m9 5 7 7-7 7" />);
export const ChevronLeftIcon = make(<path d="m15 5-7 7 7 7" />);
export const ChevronDownIcon = make(<path d="m6 9 6 6 6-6" />);
export const TagIcon = make(
  <>
    <path d="M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9-9-9Z" />
    <circle cx="8" cy="8" r="1.5" />
  </>,
);
export const CartIcon = make(
  <>
    <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2" />
    <circle cx="9" cy="20" r="1.3" />
    <circle cx="17" cy="20" r="1.3" />
  </>,
);
export const PinIcon = make(
  <>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </>,
);
export const UserIcon = make(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>,
);
export const ClockIcon = make(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);
export const TrendIcon = make(<path d="m3 17 6-6 4 4 8-8M15 7h6v6" />);
export const PillIcon = make(
  <g transform="rotate(-45 12 12)">
    <rect x="2" y="7" width="20" height="10" rx="5" />
    <path d="M12 7H7a5 5 0 0 0 0 10h5z" fill="currentColor" />
  </g>,
);
export const MoleculeIcon = make(
  <>
    <circle cx="6" cy="7" r="2.5" />
    <circle cx="18" cy="7" r="2.5" />
    <circle cx="12" cy="18" r="2.5" />
    <path d="M8.5 7h7M7.2 9.2l3.6 6.6M16.8 9.2l-3.6 6.6" />
  </>,
);
export const LayersIcon = make(
  <>
    <path d="m12 3 9 5-9 5-9-5 9-5Z" />
    <path d="m3 13 9 5 9-5" />
  </>,
);
export const BrandIcon = make(
  <>
    <path d="M12 3 4 6v6c0 4.4 3.4 8.2 8 9 4.6-.8 8-4.6 8-9V6l-8-3Z" />
    <path d="m9 12 2 2 4-4" />
  </>,
);
export const PhoneIcon = make(<path d="M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2Z" />);
export const UploadIcon = make(
  <>
    <path d="M12 16V4M7 9l5-5 5 5" />
    <path d="M4 16v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3" />
  </>,
);
export const RequestIcon = make(
  <>
    <path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9l-6-6Z" />
    <path d="M14 3v6h6M12 12v6M9 15h6" />
  </>,
);
export const CheckIcon = make(<path d="m5 12 5 5 9-10" />);
export const ReturnIcon = make(
  <>
    <path d="M9 14 4 9l5-5" />
    <path d="M4 9h11a5 5 0 0 1 0 10h-3" />
  </>,
);
export const TruckIcon = make(
  <>
    <path d="M3 6h11v10H3zM14 10h4l3 3v3h-7" />
    <circle cx="7" cy="18" r="2" />
    <circle cx="17" cy="18" r="2" />
  </>,
);
export const InfoIcon = make(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5M12 8h.01" />
  </>,
);
export const ConstructionIcon = make(
  <>
    <rect x="3" y="6" width="18" height="8" rx="1" />
    <path d="m7 6-4 8M13 6l-4 8M19 6l-4 8M6 14v6M18 14v6" />
  </>,
);
export const CompassIcon = make(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m15.5 8.5-2 5-5 2 2-5 5-2Z" />
  </>,
);
export const ExternalIcon = make(<path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />);
