import * as c from '@/lib/constants';

// The editor's constants are checked through what reads them (tests/lib/rich-text/toolbar.test.ts: the
// toolbar's pickers and history; tests/lib/rich-text/sanitise.test.ts: links and images), the QR code's by
// tests/server/qr.test.ts (server/qr.ts draws them).
describe('constants (docs/spec.md §9)', () => {
  it('keeps the reload guard window at 60 000 ms', () => {
    expect(c.RELOAD_GUARD_WINDOW_MS).toBe(60000);
  });

  it('looks for the hash target 10 times, 100 ms apart', () => {
    expect(c.SCROLL_LOOKUP_ATTEMPTS).toBe(10);
    expect(c.SCROLL_LOOKUP_INTERVAL_MS).toBe(100);
  });

  it('times the progress bar: throttle 200, duration 5000, tick 100, hide 500', () => {
    expect([
      c.PROGRESS_THROTTLE_MS,
      c.PROGRESS_DURATION_MS,
      c.PROGRESS_TICK_MS,
      c.PROGRESS_HIDE_DELAY_MS,
    ]).toEqual([200, 5000, 100, 500]);
  });

  it('times chunk loads out after 120 s and keeps loading states 200 ms', () => {
    expect(c.CHUNK_LOAD_TIMEOUT_MS).toBe(120000);
    expect(c.FETCH_MIN_DISPLAY_MS).toBe(200);
  });

  it('holds the map limits', () => {
    expect(c.MAP_SEARCH_BOX_WIDTH_PX).toBe(360);
    expect(c.MAP_GEOLOCATION_TIMEOUT_MS).toBe(5000);
  });
});
