import { RX_MESSAGES, type ErrorCode } from '@dawa/contracts';
import { fail } from '../../http/result.ts';

/** The prescription domain's expected failures (the envelope calls). */
export const prescriptionErrors = {
  invalid: (message: string) => fail('RX_INVALID', message, 400),
  tooManyPending: () => fail('RX_TOO_MANY_PENDING', RX_MESSAGES.tooManyPending, 429),
  /** Someone else's patient answers exactly like a missing one. */
  patientNotFound: () => fail('PATIENT_NOT_FOUND', RX_MESSAGES.patientNotFound, 404),
  /** At order placement: one of the ids is not the customer's, or not usable (pending, rejected). */
  notUsable: () => fail('RX_NOT_USABLE', RX_MESSAGES.notFound, 404),
};

/**
 * The failures of the raw upload (PUT of a file's bytes). They need statuses the envelope calls never
 * answer (413 too large, 415 wrong type), so the upload route sends them itself.
 */
export interface UploadFailure {
  ok: false;
  code: ErrorCode;
  message: string;
  httpStatus: 400 | 401 | 403 | 404 | 413 | 415 | 422;
}
const uploadFail = (code: ErrorCode, message: string, httpStatus: UploadFailure['httpStatus']): UploadFailure => ({
  ok: false,
  code,
  message,
  httpStatus,
});

export const uploadErrors = {
  /** Unknown id, wrong or used token, expired link, or a link of another customer: all the same answer. */
  linkExpired: () => uploadFail('RX_LINK_EXPIRED', RX_MESSAGES.linkExpired, 403),
  empty: () => uploadFail('RX_EMPTY', RX_MESSAGES.empty, 400),
  tooLarge: () => uploadFail('RX_TOO_LARGE', RX_MESSAGES.tooLarge, 413),
  wrongType: () => uploadFail('RX_WRONG_TYPE', RX_MESSAGES.wrongType, 415),
  imageTooLarge: () => uploadFail('RX_IMAGE_TOO_LARGE', RX_MESSAGES.imageTooLarge, 422),
  /** A file carrying web page markup (a PDF that is also HTML): refused whatever its first bytes say. */
  activeContent: () => uploadFail('RX_ACTIVE_CONTENT', RX_MESSAGES.activeContent, 415),
  /** The download of a missing file, or of someone else's: the same answer. */
  notFound: () => uploadFail('RX_NOT_FOUND', RX_MESSAGES.notFound, 404),
};
