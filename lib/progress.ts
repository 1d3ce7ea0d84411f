import {
  PROGRESS_DURATION_MS,
  PROGRESS_HIDE_DELAY_MS,
  PROGRESS_THROTTLE_MS,
  PROGRESS_TICK_MS,
} from './constants';

/**
 * The progress bar's state machine, driven by the count of in-flight work
 * (HTTP requests from the client and route loads). The bar appears only when
 * work has been running for 200 ms, advances over about 5 s in 100 ms ticks,
 * shows a failed style when any of the work failed, and hides 500 ms after the
 * last piece finishes. Drawing is left to an adapter (nprogress in the browser).
 */

export interface ProgressView {
  /** Shows the bar (if hidden) at `fraction` (0–1). */
  set(fraction: number): void;
  /** Completes the bar; `failed` switches it to the failed style. */
  finish(failed: boolean): void;
  /** Removes the bar. */
  hide(): void;
}

const MAX_BEFORE_DONE = 0.95;
const START_AT = 0.08;
const STEP = (MAX_BEFORE_DONE - START_AT) / (PROGRESS_DURATION_MS / PROGRESS_TICK_MS);

export class ProgressController {
  private inFlight = 0;
  private failed = false;
  private fraction = 0;
  private visible = false;
  private throttleTimer: ReturnType<typeof setTimeout> | undefined;
  private tickTimer: ReturnType<typeof setInterval> | undefined;
  private hideTimer: ReturnType<typeof setTimeout> | undefined;
  private view: ProgressView | undefined;

  attach(view: ProgressView): void {
    this.view = view;
  }

  get active(): number {
    return this.inFlight;
  }

  get shown(): boolean {
    return this.visible;
  }

  /** One piece of work started. */
  begin(): void {
    this.inFlight += 1;
    if (this.inFlight > 1) return;
    this.failed = false;
    if (this.hideTimer !== undefined) {
      // A new load while the last bar fades: bring it back at once.
      clearTimeout(this.hideTimer);
      this.hideTimer = undefined;
      this.show();
      return;
    }
    this.throttleTimer = setTimeout(() => {
      this.throttleTimer = undefined;
      this.show();
    }, PROGRESS_THROTTLE_MS);
  }

  /** One piece of work ended; `failed` marks the whole bar as failed. */
  end(failed = false): void {
    if (this.inFlight === 0) return;
    this.inFlight -= 1;
    if (failed) this.failed = true;
    if (this.inFlight > 0) return;
    if (this.throttleTimer !== undefined) {
      // Finished inside the throttle window: the bar never appears.
      clearTimeout(this.throttleTimer);
      this.throttleTimer = undefined;
      this.failed = false;
      return;
    }
    this.stopTicking();
    this.view?.finish(this.failed);
    this.hideTimer = setTimeout(() => {
      this.hideTimer = undefined;
      this.visible = false;
      this.fraction = 0;
      this.view?.hide();
    }, PROGRESS_HIDE_DELAY_MS);
  }

  /** Wraps a promise: begin now, end when it settles. */
  track<T>(work: Promise<T>): Promise<T> {
    this.begin();
    return work.then(
      (value) => {
        this.end(false);
        return value;
      },
      (error: unknown) => {
        this.end(true);
        throw error;
      },
    );
  }

  private show(): void {
    this.visible = true;
    this.fraction = START_AT;
    this.view?.set(this.fraction);
    this.stopTicking();
    this.tickTimer = setInterval(() => {
      this.fraction = Math.min(MAX_BEFORE_DONE, this.fraction + STEP);
      this.view?.set(this.fraction);
      if (this.fraction >= MAX_BEFORE_DONE) this.stopTicking();
    }, PROGRESS_TICK_MS);
  }

  private stopTicking(): void {
    if (this.tickTimer !== undefined) clearInterval(this.tickTimer);
    this.tickTimer = undefined;
  }
}

/** The one controller of the page, shared by the HTTP client and the router wiring. */
export const progress = new ProgressController();
