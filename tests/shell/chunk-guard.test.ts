import { claimReload } from '@/lib/chunk-reload';
import { RELOAD_GUARD_STORAGE_KEY, RELOAD_GUARD_WINDOW_MS } from '@/lib/constants';
import { runScript, scriptSource } from './load-script';

const START = Date.UTC(2025, 0, 1);

/** A fresh document and a window whose location.reload is a spy; sessionStorage is the real one. */
function install() {
  const doc = document.implementation.createHTMLDocument('shell');
  const reload = jest.fn();
  const win = { sessionStorage: window.sessionStorage, location: { reload } };
  runScript('chunk-guard.js', win, doc);
  return { doc, reload };
}

function failLoad(doc: Document, html: string): void {
  const holder = doc.createElement('div');
  holder.innerHTML = html;
  const el = holder.firstElementChild as Element;
  doc.head.appendChild(el);
  el.dispatchEvent(new Event('error'));
}

const chunkScript = '<script src="/_next/static/chunks/x.js"></script>';

beforeEach(() => {
  window.sessionStorage.clear();
  jest.useFakeTimers({ now: START });
});

afterEach(() => {
  jest.useRealTimers();
});

describe('public/scripts/chunk-guard.js', () => {
  it('reloads once when a /_next/static/chunks script fails to load', () => {
    const { doc, reload } = install();
    failLoad(doc, chunkScript);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.getItem(RELOAD_GUARD_STORAGE_KEY)).toBe(String(START));
  });

  it('reloads for an app stylesheet too', () => {
    const { doc, reload } = install();
    failLoad(doc, '<link rel="stylesheet" href="/_next/static/css/app.css">');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('ignores other scripts, other elements and events from elsewhere', () => {
    const { doc, reload } = install();
    failLoad(doc, '<script src="https://hm.baidu.com/hm.js?abc"></script>');
    failLoad(doc, '<script src="/scripts/rem.js"></script>');
    failLoad(doc, '<img src="/_next/static/media/logo.png">');
    failLoad(doc, '<link rel="icon" href="/_next/static/media/favicon.ico">');
    failLoad(doc, '<script>/* inline */</script>');
    doc.dispatchEvent(new Event('error'));
    expect(reload).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem(RELOAD_GUARD_STORAGE_KEY)).toBeNull();
  });

  it('does not reload twice within 60 000 ms', () => {
    const { doc, reload } = install();
    failLoad(doc, chunkScript);
    jest.setSystemTime(START + 59_999);
    failLoad(doc, chunkScript);
    expect(reload).toHaveBeenCalledTimes(1);
    jest.setSystemTime(START + 60_000);
    failLoad(doc, chunkScript);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('remembers the reload across page loads through sessionStorage', () => {
    const first = install();
    failLoad(first.doc, chunkScript);
    jest.setSystemTime(START + 30_000);
    const second = install(); // the reloaded page runs the script again
    failLoad(second.doc, chunkScript);
    expect(first.reload).toHaveBeenCalledTimes(1);
    expect(second.reload).not.toHaveBeenCalled();
  });

  it('still reloads when sessionStorage throws', () => {
    const doc = document.implementation.createHTMLDocument('shell');
    const reload = jest.fn();
    const win = {
      get sessionStorage(): Storage {
        throw new Error('SecurityError');
      },
      location: { reload },
    };
    runScript('chunk-guard.js', win, doc);
    failLoad(doc, chunkScript);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  describe('agrees with lib/chunk-reload.ts and lib/constants.ts', () => {
    it('uses the same storage key and window', () => {
      const source = scriptSource('chunk-guard.js');
      expect(source).toContain(`'${RELOAD_GUARD_STORAGE_KEY}'`);
      expect(source).toMatch(new RegExp(`WINDOW_MS = ${RELOAD_GUARD_WINDOW_MS}\\b`));
    });

    it.each([
      [59_999, false],
      [60_000, true],
    ])('decides like claimReload %i ms after the last reload (reload: %s)', (elapsed, expected) => {
      // the shell script's decision after a reload recorded by the app's guard
      window.sessionStorage.setItem(RELOAD_GUARD_STORAGE_KEY, String(START));
      const { doc, reload } = install();
      jest.setSystemTime(START + elapsed);
      failLoad(doc, chunkScript);
      expect(reload.mock.calls.length === 1).toBe(expected);

      // the app's decision after a reload recorded by the shell script
      window.sessionStorage.clear();
      const shell = install();
      jest.setSystemTime(START);
      failLoad(shell.doc, chunkScript);
      expect(claimReload(window.sessionStorage, START + elapsed)).toBe(expected);
    });
  });
});
