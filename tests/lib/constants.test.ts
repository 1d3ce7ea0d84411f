import * as c from '@/lib/constants';

describe('constants (SPEC.md section 9)', () => {
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

  it('holds the editor limits', () => {
    expect(c.EDITOR_HISTORY_DELAY_MS).toBe(1000);
    expect(c.EDITOR_HISTORY_MAX_STACK).toBe(100);
    expect(c.EDITOR_INDENT_LEVELS).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(c.EDITOR_HEADER_LEVELS).toEqual([1, 2, 3]);
    expect(c.EDITOR_FONTS).toEqual(['serif', 'monospace']);
    expect(c.EDITOR_SIZES).toEqual(['small', 'large', 'huge']);
    expect(c.EDITOR_COLOUR_SWATCH_COUNT).toBe(35);
    expect(c.EDITOR_LINK_PROTOCOLS).toEqual(['http', 'https', 'mailto', 'tel']);
    expect(c.EDITOR_IMAGE_PROTOCOLS).toEqual(['http', 'https', 'data']);
    expect(c.EDITOR_IMAGE_TYPES).toEqual([
      'image/png',
      'image/gif',
      'image/jpeg',
      'image/bmp',
      'image/x-icon',
    ]);
  });

  it('holds the map limits', () => {
    expect(c.MAP_SEARCH_BOX_WIDTH_PX).toBe(360);
    expect(c.MAP_GEOLOCATION_TIMEOUT_MS).toBe(5000);
  });

  it('sizes QR symbols as 4 × version + 17 for versions 1 to 40 with 8 masks', () => {
    expect(c.QR_MIN_VERSION).toBe(1);
    expect(c.QR_MAX_VERSION).toBe(40);
    expect(c.QR_MASK_PATTERNS).toBe(8);
    expect(c.qrSymbolSize(1)).toBe(21);
    expect(c.qrSymbolSize(2)).toBe(25);
    expect(c.qrSymbolSize(40)).toBe(177);
  });
});
