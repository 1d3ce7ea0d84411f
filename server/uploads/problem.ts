/**
 * Why an upload is refused, as the upload modules say it: they know nothing of
 * HTTP or languages; messages.ts turns a problem into the API's answer.
 */

export type UploadProblemReason =
  /** A purpose other than image or licence. */
  | 'bad_purpose'
  /** An article image from someone not logged in. */
  | 'login_required'
  /** No part named `file`, or an empty one. */
  | 'no_file'
  /** More than one file in the request. */
  | 'too_many_files'
  /** The request is not readable multipart, or it stopped before its end. */
  | 'malformed'
  /** A field arrived after the file (the server decides who may upload before it reads the file). */
  | 'field_after_file'
  /** Over UPLOAD_MAX_BYTES. */
  | 'too_large'
  /** Over UPLOAD_MAX_PIXELS (a pixel flood). */
  | 'too_many_pixels'
  /** An animated GIF whose frames together are over UPLOAD_MAX_PIXELS. */
  | 'too_many_frames'
  /** The bytes are of no allowed type (SVG, HTML, PDF…), whatever the file's name or declared type. */
  | 'unsupported_type'
  /** An allowed type by its header, but truncated or not decodable. */
  | 'undecodable'
  /**
   * Named as an allowed type (`cv.pdf`) but its bytes are of none (a text file renamed): said as such, not as a
   * wrong extension. `values.extension` is the name's extension.
   */
  | 'not_as_named';

export class UploadProblem extends Error {
  constructor(
    readonly reason: UploadProblemReason,
    /** Values for the message (e.g. the dimensions of a pixel flood, the extension of a file's name). */
    readonly values: Record<string, number | string> = {},
  ) {
    super(`upload refused: ${reason}`);
    this.name = 'UploadProblem';
  }
}
