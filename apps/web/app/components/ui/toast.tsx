/**
 * Toasts: short messages at the bottom of the screen. While the browser is offline a persistent error toast
 * reads 'Please check your network connection' (spec §8) and overlays get an offline look until it is back.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useT } from '../../i18n/index.ts';
import { CloseIcon } from './icons.tsx';

export type ToastKind = 'info' | 'success' | 'error';
type Toast = { id: number; text: string; kind: ToastKind; sticky: boolean };
type ToastApi = { show: (text: string, kind?: ToastKind) => void };

const ToastContext = createContext<ToastApi>({ show: () => undefined });
export const useToast = () => useContext(ToastContext);

const TOAST_MS = 4000;
const OFFLINE_ID = -1;

export function ToastProvider({ children }: { children: ReactNode }) {
  const t = useT();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((x) => x.id !== id)), []);
  const show = useCallback(
    (text: string, kind: ToastKind = 'info') => {
      const id = next.current++;
      setToasts((list) => [...list.slice(-2), { id, text, kind, sticky: false }]);
      window.setTimeout(() => dismiss(id), TOAST_MS);
    },
    [dismiss],
  );

  const offlineText = t('shell.offline');
  useEffect(() => {
    const update = () => {
      const offline = !navigator.onLine;
      document.documentElement.toggleAttribute('data-offline', offline);
      setToasts((list) => {
        const rest = list.filter((x) => x.id !== OFFLINE_ID);
        return offline ? [...rest, { id: OFFLINE_ID, text: offlineText, kind: 'error', sticky: true }] : rest;
      });
    };
    if (!navigator.onLine) update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, [offlineText]);

  const api = useMemo(() => ({ show }), [show]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="toasts" role="status" aria-live="polite">
        {toasts.map((toast) => (
          <div key={toast.id} className={`toast toast--${toast.kind}`}>
            <span>{toast.text}</span>
            {toast.sticky ? null : (
              <button type="button" className="toast__close" onClick={() => dismiss(toast.id)} aria-label={t('shell.dismiss')}>
                <CloseIcon size="sm" />
              </button>
            )}
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}
