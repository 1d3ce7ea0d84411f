import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The text of a shell script in public/scripts/. */
export function scriptSource(name: string): string {
  return readFileSync(path.join(__dirname, '..', '..', 'public', 'scripts', name), 'utf8');
}

/**
 * Runs a shell script the way the browser does, with `window` and `document`
 * bound to the given objects (the scripts only touch the globals they are passed).
 */
export function runScript(name: string, win: unknown, doc: Document): void {
  new Function('window', 'document', scriptSource(name))(win, doc);
}
