import { useRef, type ReactNode } from 'react';
import { useT } from '../../i18n/index.ts';
import { CloseIcon } from './icons.tsx';
import { useOverlay } from './use-overlay.ts';

type Props = {
  open: boolean;
  onClose: () => void;
  /** A visible heading; leave it out and pass `label` when the content brings its own header. */
  title?: string;
  label?: string;
  className?: string;
  children: ReactNode;
};

/** A centred modal dialog with the same history, scroll-lock and Escape behaviour as the drawer. */
export function Modal({ open, onClose, title, label, className, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const { dialogProps } = useOverlay(ref, open, onClose);
  const t = useT();
  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className={`overlay ${className ?? 'modal'}`}
      aria-labelledby={title ? 'modal-title' : undefined}
      aria-label={title ? undefined : label}
      {...dialogProps}
    >
      {title ? (
        <div className="overlay__head">
          <h2 id="modal-title">{title}</h2>
          <button type="button" className="icon-btn" onClick={onClose} aria-label={t('shell.close')}>
            <CloseIcon />
          </button>
        </div>
      ) : null}
      {title ? <div className="overlay__body">{children}</div> : children}
    </dialog>
  );
}
