import type Quill from 'quill';
import Delta from 'quill-delta';
import { readApiError } from '@/lib/api-error';
import { dataUrlToFile, imageReplacement } from '@/lib/rich-text/images';
import { uploadImage } from '@/lib/uploads/client';

/**
 * Images into the editor go through the site's uploads: a file chosen with the
 * toolbar's image button, dropped or pasted is uploaded and inserted by its
 * address; an image pasted as a data URL (from another page or program) is
 * uploaded and its source replaced — or removed when the upload fails. A
 * failure is reported with the API's message.
 */

export interface UploadContext {
  signal: AbortSignal;
  /** The message when no answer came (no network). */
  networkMessage: string;
  /** One more (+1) or one fewer (-1) upload on its way. */
  onBusy: (step: 1 | -1) => void;
  onProblem: (message: string) => void;
  /** The document changed without the author's doing (a source replaced, an image removed). */
  onChanged: () => void;
  /** An uploaded file is in the document now, as an image of this source (the editor then offers to describe it). */
  onInserted: (src: string) => void;
}

async function upload(file: File, context: UploadContext): Promise<string | null> {
  context.onBusy(1);
  try {
    return (await uploadImage(file, 'image', { signal: context.signal })).url;
  } catch (error) {
    if (!context.signal.aborted) context.onProblem(readApiError(error, context.networkMessage).message);
    return null;
  } finally {
    context.onBusy(-1);
  }
}

/** Uploads chosen, dropped or pasted files one after the other and inserts each where the cursor was. */
export async function insertUploadedFiles(quill: Quill, index: number, files: readonly File[], context: UploadContext): Promise<void> {
  let at = index;
  for (const file of files) {
    const url = await upload(file, context);
    if (context.signal.aborted) return;
    if (url === null) continue;
    at = Math.min(at, Math.max(0, quill.getLength() - 1));
    quill.insertEmbed(at, 'image', url, 'user');
    at += 1;
    quill.setSelection(at, 'silent');
    context.onInserted(url);
  }
}

/** Uploads an image held as a data URL and puts the upload's address in its place (every copy of it); removes it when that fails. */
export async function replaceDataImage(quill: Quill, src: string, context: UploadContext): Promise<void> {
  const file = dataUrlToFile(src);
  const url = file ? await upload(file, context) : null;
  if (context.signal.aborted) return;
  const change = imageReplacement(quill.getContents().ops, src, url);
  if (!change) return;
  quill.updateContents(new Delta(change), 'api');
  context.onChanged();
}
