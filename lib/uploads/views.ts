/**
 * What an upload is for: an image in an article (public), a business licence (private to its applicant and
 * staff), a job applicant's résumé (stored with its application; staff download it from the console only) or a
 * sourcing file (an image or PDF of a sourcing request or quote, served only by the sourcing routes).
 */
export type UploadPurpose = 'image' | 'licence' | 'resume' | 'sourcing';

/** An uploaded image as the API answers it (`POST /api/uploads` → `{ upload }`). */
export interface UploadView {
  /** Random id; the file is served at `url` (`/api/uploads/{id}`). */
  id: string;
  url: string;
  purpose: UploadPurpose;
  /** MIME type decided from the bytes: image/png, image/gif, image/jpeg, image/bmp or image/x-icon. */
  type: string;
  /** Bytes as stored (after re-encoding). */
  size: number;
  width: number;
  height: number;
}
