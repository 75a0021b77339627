import { useRef, type ReactNode } from 'react';
import { useT } from '../../i18n/index.ts';
import { CloseIcon } from './icons.tsx';
import { useOverlay } from './use-overlay.ts';

type Props = {
  open: boolean;
  onClose: () => void;
  title: string;
  /** On phones, show as a bottom sheet instead of a full-height panel from the right. */
  sheetOnPhone?: boolean;
  children: ReactNode;
};

/** A drawer sliding in from the right in 150 ms; system back, Escape, the close button and the backdrop close it. */
export function Drawer({ open, onClose, title, sheetOnPhone = false, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const { dialogProps } = useOverlay(ref, open, onClose);
  const t = useT();
  if (!open) return null;
  return (
    <dialog ref={ref} className={`overlay drawer${sheetOnPhone ? ' drawer--sheet' : ''}`} aria-labelledby="drawer-title" {...dialogProps}>
      <div className="overlay__head">
        <h2 id="drawer-title">{title}</h2>
        <button type="button" className="icon-btn" onClick={onClose} aria-label={t('shell.close')}>
          <CloseIcon />
        </button>
      </div>
      <div className="overlay__body">{children}</div>
    </dialog>
  );
}
