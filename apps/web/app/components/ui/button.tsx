import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';

export type ButtonSize = 'default' | 'x-small' | 'small' | 'medium' | 'large';
export type ButtonVariant = 'default' | 'outlined' | 'transparent';

/** Class names of a button look, for links that should look like buttons. */
export function buttonClass(size: ButtonSize = 'default', variant: ButtonVariant = 'default', extra?: string): string {
  return ['btn', size === 'default' ? '' : `btn--${size}`, variant === 'default' ? '' : `btn--${variant}`, extra ?? '']
    .filter(Boolean)
    .join(' ');
}

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'disabled'> & {
  size?: ButtonSize;
  variant?: ButtonVariant;
  loading?: boolean;
  disabled?: boolean;
  block?: boolean;
  loadingLabel?: string;
  children: ReactNode;
};

/**
 * A button that ignores clicks while loading or disabled. It stays focusable (aria-disabled rather than
 * the disabled attribute) so screen-reader users can still find it and hear why it does nothing.
 */
export function Button({
  size,
  variant,
  loading = false,
  disabled = false,
  block,
  loadingLabel,
  className,
  onClick,
  type = 'button',
  children,
  ...rest
}: Props) {
  const inert = loading || disabled;
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (inert) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      type={type}
      className={buttonClass(size, variant, [block ? 'btn--block' : '', className ?? ''].join(' ').trim())}
      aria-disabled={inert || undefined}
      aria-busy={loading || undefined}
      onClick={handleClick}
    >
      {loading ? <span className="btn__spinner" aria-hidden="true" /> : null}
      {loading && loadingLabel ? <span className="visually-hidden">{loadingLabel}</span> : null}
      {children}
    </button>
  );
}
