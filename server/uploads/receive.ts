import type { IncomingMessage } from 'node:http';
import { z } from 'zod';
import { UPLOAD_ACCEPT } from '@/lib/uploads/rules';
import type { UploadPurpose } from '@/lib/uploads/views';
import { inspectImage, type InspectedImage } from './inspect-image';
import { readUploadForm } from './parse-multipart';
import { UploadProblem } from './problem';

/**
 * An upload as POST /api/uploads receives it: the form read, its purpose
 * checked, who may upload for it decided before the file is read (article
 * images need an account; a licence for a certification application may come
 * from anyone), then the file inspected. Every refusal is an UploadProblem.
 */

const PURPOSES = ['image', 'licence'] as const satisfies readonly UploadPurpose[];

/** The extensions of the allowed image types (UPLOAD_ACCEPT's), by which a file's name claims to be one. */
const IMAGE_EXTENSIONS: ReadonlySet<string> = new Set(UPLOAD_ACCEPT.split(',').flatMap((item) => (item.startsWith('.') ? [item.slice(1)] : [])));

/** The form's text fields: `purpose`, image unless told (refused as `bad_purpose`, answered in messages.ts). Other fields are ignored. */
export const uploadFieldsSchema = z.object({
  purpose: z.enum(PURPOSES).default('image'),
});

export async function receiveUpload(req: IncomingMessage, viewer: { id: number } | null): Promise<{ purpose: UploadPurpose; image: InspectedImage }> {
  const form = await readUploadForm(req, {
    beforeFile(fields) {
      const parsed = uploadFieldsSchema.safeParse(fields);
      if (!parsed.success) throw new UploadProblem('bad_purpose');
      if (parsed.data.purpose === 'image' && !viewer) throw new UploadProblem('login_required');
    },
  });
  // beforeFile has passed these fields already (there is a file), so they parse.
  const { purpose } = uploadFieldsSchema.parse(form.fields);
  try {
    return { purpose, image: await inspectImage(form.bytes) };
  } catch (error) {
    // A file named as an image (`photo.jpg`) that is none: its content is not what its name says.
    const extension = /\.([A-Za-z0-9]+)$/.exec(form.filename)?.[1]?.toLowerCase() ?? '';
    if (error instanceof UploadProblem && error.reason === 'unsupported_type' && IMAGE_EXTENSIONS.has(extension)) {
      throw new UploadProblem('not_as_named', { extension });
    }
    throw error;
  }
}
