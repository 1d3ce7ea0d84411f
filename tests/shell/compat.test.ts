import { runScript } from './load-script';

const ZH = '您的浏览器版本过低，无法正常浏览本站。请升级到最新版的 Chrome、Edge、Firefox 或 Safari，或将浏览器切换为极速模式。';
const EN =
  'Your browser is too old to show this site properly. Please upgrade to a current version of Chrome, Edge, Firefox or Safari, or switch your browser to its fast (Chromium) mode.';

/** A window with every feature compat.js checks for. */
function modernWindow(): Record<string, unknown> {
  return {
    Promise,
    fetch: () => Promise.resolve(),
    Symbol,
    IntersectionObserver: function IntersectionObserver() {},
    CSS: { supports: (property: string, value: string) => property === 'display' && value === 'grid' },
  };
}

function freshDocument(lang?: string): Document {
  const doc = document.implementation.createHTMLDocument('compat');
  if (lang) doc.documentElement.setAttribute('lang', lang);
  doc.body.innerHTML = '<main id="app">site</main>';
  return doc;
}

const notice = (doc: Document) => doc.getElementById('compat-notice');

describe('public/scripts/compat.js', () => {
  it('shows nothing in a browser with every feature', () => {
    const doc = freshDocument('zh-CN');
    runScript('compat.js', modernWindow(), doc);
    expect(notice(doc)).toBeNull();
    expect(doc.body.firstElementChild?.id).toBe('app');
  });

  it.each(['IntersectionObserver', 'fetch', 'Promise', 'Symbol', 'CSS'])(
    'shows the zh-CN notice when %s is missing',
    (feature) => {
      const win = modernWindow();
      delete win[feature];
      const doc = freshDocument('zh-CN');
      runScript('compat.js', win, doc);
      const shown = notice(doc);
      expect(shown).not.toBeNull();
      expect(shown?.textContent).toBe(ZH);
      expect(shown?.getAttribute('role')).toBe('alert');
      expect(doc.body.firstElementChild).toBe(shown);
    },
  );

  it('shows the notice without CSS grid support', () => {
    const win = { ...modernWindow(), CSS: { supports: () => false } };
    const doc = freshDocument();
    runScript('compat.js', win, doc);
    expect(notice(doc)?.textContent).toBe(ZH);
  });

  it('shows the notice when a feature check throws', () => {
    const win = {
      ...modernWindow(),
      CSS: {
        supports: () => {
          throw new Error('old engine');
        },
      },
    };
    const doc = freshDocument();
    runScript('compat.js', win, doc);
    expect(notice(doc)).not.toBeNull();
  });

  it('uses zh-CN when <html> has no lang', () => {
    const win = modernWindow();
    delete win.IntersectionObserver;
    const doc = freshDocument();
    runScript('compat.js', win, doc);
    expect(notice(doc)?.textContent).toBe(ZH);
  });

  it('uses English when <html lang="en">', () => {
    const win = modernWindow();
    delete win.IntersectionObserver;
    const doc = freshDocument('en');
    runScript('compat.js', win, doc);
    expect(notice(doc)?.textContent).toBe(EN);
  });

  it('shows the notice only once', () => {
    const win = modernWindow();
    delete win.IntersectionObserver;
    const doc = freshDocument();
    runScript('compat.js', win, doc);
    runScript('compat.js', win, doc);
    expect(doc.querySelectorAll('#compat-notice')).toHaveLength(1);
  });

  it('waits for the body when run in <head>', () => {
    const win = modernWindow();
    delete win.IntersectionObserver;
    const doc = document.implementation.createHTMLDocument('compat');
    doc.body.remove();
    runScript('compat.js', win, doc);
    expect(notice(doc)).toBeNull();
    doc.documentElement.appendChild(doc.createElement('body'));
    doc.dispatchEvent(new Event('DOMContentLoaded'));
    expect(notice(doc)?.textContent).toBe(ZH);
  });

  describe('in the real window', () => {
    const w = window as unknown as Record<string, unknown>;
    const features = ['fetch', 'IntersectionObserver', 'CSS'] as const;
    const saved = new Map<string, PropertyDescriptor | undefined>();

    beforeEach(() => {
      for (const name of features) saved.set(name, Object.getOwnPropertyDescriptor(window, name));
      // jsdom lacks these; give the window what a current browser has
      Object.assign(w, modernWindow());
      document.body.innerHTML = '<main>site</main>';
      document.documentElement.removeAttribute('lang');
    });

    afterEach(() => {
      for (const name of features) {
        const descriptor = saved.get(name);
        if (descriptor) Object.defineProperty(window, name, descriptor);
        else delete w[name];
      }
      document.body.innerHTML = '';
      document.documentElement.removeAttribute('lang');
    });

    it('shows nothing when every feature is there', () => {
      runScript('compat.js', window, document);
      expect(document.getElementById('compat-notice')).toBeNull();
    });

    it('shows the notice after deleting window.IntersectionObserver', () => {
      delete w.IntersectionObserver;
      runScript('compat.js', window, document);
      expect(document.getElementById('compat-notice')?.textContent).toBe(ZH);
    });

    it('shows the English notice for <html lang="en">', () => {
      delete w.IntersectionObserver;
      document.documentElement.setAttribute('lang', 'en');
      runScript('compat.js', window, document);
      expect(document.getElementById('compat-notice')?.textContent).toBe(EN);
    });
  });
});
