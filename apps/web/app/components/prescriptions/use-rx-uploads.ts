import { useCallback, useRef, useState } from 'react';
import type { RxKind, UploadSlot } from '@dawa/contracts';
import { rxApi, uploadFile } from '../../lib/api-prescriptions.ts';
import { errorText } from '../account/session.ts';
import { kindOfFile } from './rx-rules.ts';

/** One file of this checkout: on its way up, uploaded (with its id and file URL), or failed. */
export interface UploadItem {
  key: string;
  name: string;
  kind: RxKind;
  status: 'uploading' | 'done' | 'failed';
  progress: number;
  id?: string;
  url?: string;
  error?: string;
}

let nextKey = 0;
const newKey = () => `u${++nextKey}`;

/**
 * The files uploaded on this page: asks for one upload link per file, then PUTs them side by side with
 * progress. `onFailure` runs once per batch in which any file failed (the page shows the spec's popup).
 */
export function useRxUploads(onFailure: () => void, earlier: UploadItem[] = []) {
  // Files uploaded earlier in this checkout (from the step's loader) start as uploaded tiles.
  const [items, setItems] = useState<UploadItem[]>(earlier);
  const onFailureRef = useRef(onFailure);
  onFailureRef.current = onFailure;

  const update = useCallback((key: string, patch: Partial<UploadItem>) => {
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...patch } : item)));
  }, []);

  const add = useCallback(
    async (files: File[]) => {
      if (!files.length) return;
      const batch = files.map((file) => ({
        file,
        item: { key: newKey(), name: file.name, kind: kindOfFile(file), status: 'uploading', progress: 0 } as UploadItem,
      }));
      setItems((list) => [...list, ...batch.map((b) => b.item)]);
      let failed = false;
      let slots: UploadSlot[];
      try {
        const images = batch.filter((b) => b.item.kind === 'image').length;
        slots = (await rxApi.uploadUrls(images, batch.length - images)).uploads;
      } catch (error) {
        for (const { item } of batch) update(item.key, { status: 'failed', error: errorText(error, '') });
        onFailureRef.current();
        return;
      }
      await Promise.all(
        batch.map(async ({ file, item }) => {
          const index = slots.findIndex((s) => s.kind === item.kind);
          const [slot] = slots.splice(index, 1);
          try {
            if (!slot) throw new Error('no upload link');
            const done = await uploadFile(slot, file, (progress) => update(item.key, { progress }));
            update(item.key, { status: 'done', progress: 100, id: done.id, url: done.url });
          } catch (error) {
            failed = true;
            update(item.key, { status: 'failed', error: errorText(error, '') });
          }
        }),
      );
      if (failed) onFailureRef.current();
    },
    [update],
  );

  const remove = useCallback((key: string) => setItems((list) => list.filter((item) => item.key !== key)), []);

  return { items, add, remove };
}
