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
 */
let real: Promise<FileType> | undefined;
const realFileType = (): Promise<FileType> => {
  real ??= load(realModule);
  real.catch(() => {
    real = undefined;
  });
  return real;
};

export const fileTypeFromBuffer: FileType['fileTypeFromBuffer'] = async (bytes) => (await realFileType()).fileTypeFromBuffer(bytes);
