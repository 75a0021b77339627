import { useT } from '../../i18n/index.ts';
import { CheckIcon, CloseIcon } from '../ui/icons.tsx';
import { DocumentIcon } from './rx-icons.tsx';
import type { UploadItem } from './use-rx-uploads.ts';

/** A thumbnail: the uploaded image itself (from its private file URL), or a PDF tile. */
export function RxThumb({ kind, url, label }: { kind: 'image' | 'pdf' | 'digital'; url?: string; label: string }) {
  const t = useT();
  if (kind === 'image' && url)
    return <img className="rx-thumb" src={url} alt={label} width={72} height={96} loading="lazy" decoding="async" />;
  return (
    <span className={`rx-thumb rx-thumb--${kind}`} role="img" aria-label={label}>
      <DocumentIcon />
      {kind === 'image' ? null : <span className="rx-thumb__tag">{t(kind === 'pdf' ? 'rx.upload.pdf' : 'rx.upload.digital')}</span>}
    </span>
  );
}

/** The files of this checkout, each with its progress or result and a remove button. */
export function UploadTiles({ items, onRemove }: { items: UploadItem[]; onRemove: (key: string) => void }) {
  const t = useT();
  if (!items.length) return null;
  return (
    <ul className="rx-tiles" aria-label={t('rx.upload.listLabel')}>
      {items.map((item) => {
        const name = item.name || t(item.kind === 'pdf' ? 'rx.upload.pdf' : 'rx.upload.image');
        return (
          <li key={item.key} className={`rx-tile rx-tile--${item.status}`}>
            <RxThumb kind={item.kind} url={item.status === 'done' ? item.url : undefined} label={name} />
            <div className="rx-tile__body">
              <span className="rx-tile__name">{name}</span>
              {item.status === 'uploading' ? (
                <>
                  <progress className="rx-tile__bar" max={100} value={item.progress} aria-label={name} />
                  <span className="rx-tile__state">{t('rx.upload.progress', { percent: item.progress })}</span>
                </>
              ) : item.status === 'done' ? (
                <span className="rx-tile__state rx-tile__state--done">
                  <CheckIcon size="sm" />
                  {t('rx.upload.done')}
                </span>
              ) : (
                <span className="rx-tile__state rx-tile__state--failed" role="alert">
                  {item.error || t('rx.upload.failed')}
                </span>
              )}
            </div>
            <button
              type="button"
              className="icon-btn rx-tile__remove"
              onClick={() => onRemove(item.key)}
              aria-label={t('rx.upload.remove', { name })}
              disabled={item.status === 'uploading'}
            >
              <CloseIcon size="sm" />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
