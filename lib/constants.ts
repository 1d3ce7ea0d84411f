/**
 * Every number of docs/spec.md §9, in one place. Behaviours import these;
 * nothing else in the code base repeats them.
 */

/** A failed chunk load reloads the page at most once in this window. */
export const RELOAD_GUARD_WINDOW_MS = 60_000;
/** sessionStorage key holding the time stamp of the last chunk-failure reload. */
export const RELOAD_GUARD_STORAGE_KEY = 'tmz:chunk-reload-at';

/** Hash scroll: how many times to look for the target element, and how far apart. */
export const SCROLL_LOOKUP_ATTEMPTS = 10;
export const SCROLL_LOOKUP_INTERVAL_MS = 100;

/** Progress bar timings. */
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5_000;
export const PROGRESS_TICK_MS = 100;
export const PROGRESS_HIDE_DELAY_MS = 500;

/** Script chunk load time-out (webpack `output.chunkLoadTimeout`). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** A client-side loading state stays visible at least this long. */
export const FETCH_MIN_DISPLAY_MS = 200;

/** Rich-text editor limits. */
export const EDITOR_HISTORY_DELAY_MS = 1_000;
export const EDITOR_HISTORY_MAX_STACK = 100;
export const EDITOR_INDENT_LEVELS = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export const EDITOR_HEADER_LEVELS = [1, 2, 3] as const;
export const EDITOR_FONTS = ['serif', 'monospace'] as const;
export const EDITOR_SIZES = ['small', 'large', 'huge'] as const;
export const EDITOR_LINK_PROTOCOLS = ['http', 'https', 'mailto', 'tel'] as const;
export const EDITOR_IMAGE_PROTOCOLS = ['http', 'https', 'data'] as const;
export const EDITOR_IMAGE_TYPES = [
  'image/png',
  'image/gif',
  'image/jpeg',
  'image/bmp',
  'image/x-icon',
] as const;
/** Characters (code points) of an image's description (its alt text): what the editor accepts and the server keeps. */
export const EDITOR_IMAGE_ALT_MAX = 150;

/** Map: place-search box width and geolocation frame time-out. */
export const MAP_SEARCH_BOX_WIDTH_PX = 360;
export const MAP_GEOLOCATION_TIMEOUT_MS = 5_000;

/** Layout: transition length (ms) of the out-in page and layout transitions. */
export const TRANSITION_MS = 180;
