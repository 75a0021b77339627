import { useRef, useState, type DragEvent } from 'react';
import { RX_ACCEPT, RX_IMAGE_ACCEPT } from '@dawa/contracts';
import { useT } from '../../i18n/index.ts';
import { Button } from '../ui/button.tsx';
import { UploadIcon } from '../ui/icons.tsx';
import { CameraIcon } from './rx-icons.tsx';

type Props = { onFiles: (files: File[]) => void; full: boolean };

/**
 * Where files come from: drag and drop (desktop), 'Upload from device' (the file picker, several at once)
 * and, on phones, 'Take photo' (the camera). Each input is reset after use so the same file can be chosen again.
 */
export function UploadZone({ onFiles, full }: Props) {
  const t = useT();
  const deviceRef = useRef<HTMLInputElement>(null);
  const cameraRef = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const take = (input: HTMLInputElement | null) => {
    if (!input?.files) return;
    onFiles(Array.from(input.files));
    input.value = '';
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!full) onFiles(Array.from(event.dataTransfer.files));
  };

  return (
    <div
      className={`rx-zone${over ? ' rx-zone--over' : ''}`}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <span className="rx-zone__art" aria-hidden="true">
        <UploadIcon size="lg" />
      </span>
      <p className="rx-zone__drop">{t('rx.upload.drop')}</p>
      <p className="rx-zone__or" aria-hidden="true">
        {t('rx.upload.or')}
      </p>
      <div className="rx-zone__actions">
        <Button size="medium" disabled={full} onClick={() => deviceRef.current?.click()}>
          <UploadIcon size="sm" />
          {t('rx.upload.device')}
        </Button>
        <Button size="medium" variant="outlined" className="rx-zone__camera" disabled={full} onClick={() => cameraRef.current?.click()}>
          <CameraIcon size="sm" />
          {t('rx.upload.camera')}
        </Button>
      </div>
      <p className="rx-zone__hint">{t('rx.upload.hint')}</p>
      <input
        ref={deviceRef}
        className="visually-hidden"
        type="file"
        accept={RX_ACCEPT.join(',')}
        multiple
        tabIndex={-1}
        aria-label={t('rx.upload.device')}
        onChange={(event) => take(event.currentTarget)}
      />
      <input
        ref={cameraRef}
        className="visually-hidden"
        type="file"
        accept={RX_IMAGE_ACCEPT.join(',')}
        capture="environment"
        tabIndex={-1}
        aria-label={t('rx.upload.camera')}
        onChange={(event) => take(event.currentTarget)}
      />
    </div>
  );
}
