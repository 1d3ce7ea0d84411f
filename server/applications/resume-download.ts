import { RESUME_FORMATS } from '@/lib/applications/rules';
import { attachment } from '../kernel/csv';
import type { FoundUpload } from '../uploads/access';
import type { ApplicationRow } from './apply';
import { resumeFormatOf } from './staff-detail';

/**
 * The headers of a résumé as staff download it. Whatever bytes it holds, it
 * is saved, never shown by the site's origin: `attachment` under a name the
 * site makes (the reference and the candidate's name, never the uploaded
 * file's), the type decided from its bytes with `nosniff`, and a CSP sandbox
 * with nothing allowed in case a browser opens it anyway; kept by no cache.
 * These replace the site-wide headers the proxy added before the route ran.
 */
export function resumeHeaders(row: Pick<ApplicationRow, 'reference' | 'name'>, upload: Pick<FoundUpload, 'type' | 'size'>): Record<string, string> {
  const format = resumeFormatOf(upload.type);
  const extension = RESUME_FORMATS[format].extensions[0];
  return {
    'Content-Type': upload.type,
    'Content-Length': String(upload.size),
    'Content-Disposition': attachment(`resume-${row.reference}.${extension}`, `${row.name}-${row.reference}.${extension}`),
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Cache-Control': 'private, no-store',
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
}
