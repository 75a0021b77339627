import type { Envelope, PastPrescriptions, UploadedPrescription, UploadOptions, UploadSlot, UploadSlots } from '@dawa/contracts';
import { ApiError, call, NETWORK_ERROR, qs } from './api.ts';

/** The prescription calls of the upload page (request = the incoming page request during SSR). */
export const rxApi = {
  uploadOptions: (req?: Request) =>
    call<UploadOptions>({ method: 'GET', path: `/prescriptions/prescriptionUploadOptions${qs({ isOmsOnboarded: 'true' })}` }, req),
  past: (req?: Request) =>
    call<PastPrescriptions>(
      { method: 'GET', path: `/prescriptions/fetchPastPrescriptions${qs({ source: 'checkout', isOmsOnboarded: 'true' })}` },
      req,
    ),
  uploadUrls: (imageCount: number, pdfCount: number) =>
    call<UploadSlots>({ method: 'POST', path: '/prescriptions/generateUploadUrl', body: { imageCount, pdfCount, isOmsOnboarded: true } }),
};

/**
 * PUTs one file to its upload link, reporting progress (0–100). XMLHttpRequest rather than fetch: fetch
 * cannot report upload progress. Rejects with an ApiError carrying the server's message.
 */
export function uploadFile(
  slot: UploadSlot,
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<UploadedPrescription> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(slot.method, slot.url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('content-type', slot.accept.includes(file.type) ? file.type : 'application/octet-stream');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.min(99, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      let body: Envelope<UploadedPrescription> | null;
      try {
        body = JSON.parse(xhr.responseText) as Envelope<UploadedPrescription>;
      } catch {
        body = null;
      }
      if (body?.status === 1) {
        onProgress(100);
        resolve(body.data);
      } else reject(
          body?.status === 0
            ? new ApiError(xhr.status, body.error.code, body.error.message, body.error.showAlert)
            : new ApiError(xhr.status, 'INTERNAL_ERROR', '', false),
        );
    };
    xhr.onerror = () => reject(new ApiError(0, NETWORK_ERROR, '', false));
    xhr.onabort = () => reject(new ApiError(0, NETWORK_ERROR, '', false));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(file);
  });
}
