import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * file-type is ESM only, and next/jest compiles the server's imports to
 * require(), which cannot load it. jest.config.mjs maps `file-type` here for
 * the node tests: every call goes to the real module, loaded by a native
 * import() of its file (written through Function so the compiler leaves it an import()).
 */

type FileType = typeof import('file-type');

const realModule = pathToFileURL(path.join(__dirname, '..', '..', '..', 'node_modules', 'file-type', 'index.js')).href;
const load = new Function('specifier', 'return import(specifier)') as (specifier: string) => Promise<FileType>;

/**
 * Imported once and shared: Jest's VM-module linking can fail when several
 * import() of one module are in flight at once ("Cannot read properties of
 * undefined (reading 'identifier')", seen with simultaneous uploads on PostgreSQL).
 * A failed import is tried again under a new specifier (a query string), which
 * gives a fresh module record instead of the half-linked one.
 */
let real: Promise<FileType> | undefined;
let attempt = 0;
const realFileType = (): Promise<FileType> => {
  if (!real) {
    const loading = load(attempt === 0 ? realModule : `${realModule}?attempt=${attempt}`);
    loading.catch(() => {
      if (real === loading) real = undefined;
      attempt += 1;
    });
    real = loading;
  }
  return real;
};

const MAX_TRIES = 3;

export const fileTypeFromBuffer: FileType['fileTypeFromBuffer'] = async (bytes) => {
  for (let tries = 1; ; tries += 1) {
    let fileType: FileType;
    try {
      fileType = await realFileType();
    } catch (error) {
      if (tries >= MAX_TRIES) throw error;
      continue;
    }
    return fileType.fileTypeFromBuffer(bytes);
  }
};
