import type { ProgressView } from './progress';

/**
 * Draws the progress controller's state with nprogress, loaded on first use
 * (the bar appears only after the 200 ms throttle, so no page waits for it).
 * The failed style is a class on nprogress's element.
 */
type NProgressApi = typeof import('nprogress');

const BAR_TEMPLATE = '<div class="bar" aria-hidden="true"><div class="peg"></div></div>';

export function createNProgressView(load: () => Promise<NProgressApi> = () => import('nprogress').then((m) => m.default)): ProgressView {
  let api: NProgressApi | undefined;
  let pending: Promise<NProgressApi> | undefined;
  const bar = () => document.getElementById('nprogress');

  const withApi = (draw: (nprogress: NProgressApi) => void) => {
    if (api) {
      draw(api);
      return;
    }
    pending ??= load().then((loaded) => {
      // nprogress's own template gives the bar role="bar", which is no ARIA role (axe: critical); the bar is decoration.
      loaded.configure({ showSpinner: false, trickle: false, minimum: 0.08, speed: 200, template: BAR_TEMPLATE, barSelector: '.bar' });
      api = loaded;
      return loaded;
    });
    void pending.then(draw);
  };

  return {
    set(fraction) {
      withApi((nprogress) => {
        nprogress.set(fraction);
        bar()?.classList.remove('nprogress-failed');
      });
    },
    finish(failed) {
      withApi((nprogress) => {
        nprogress.set(0.999);
        bar()?.classList.toggle('nprogress-failed', failed);
      });
    },
    hide() {
      withApi((nprogress) => {
        nprogress.remove();
        nprogress.status = null;
      });
    },
  };
}
