/**
 * file-type is ESM only, and next/jest compiles the server's imports to
 * require(), which cannot load it. jest.config.mjs maps `file-type` here for
 * the node tests, whose environment (node-environment.mjs) has imported the
 * real module outside the test's VM: every call goes to it.
 */

type FileType = typeof import('file-type');

function realFileType(): FileType {
  const loaded = (globalThis as { __tmzFileType?: FileType }).__tmzFileType;
  if (!loaded) throw new Error('file-type was not loaded by the test environment (tests/server/support/node-environment.mjs)');
  return loaded;
}

export const fileTypeFromBuffer: FileType['fileTypeFromBuffer'] = (bytes) => realFileType().fileTypeFromBuffer(bytes);
