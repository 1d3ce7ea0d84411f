/**
 * The two servers playwright.config.ts starts from the same build: the default
 * configuration, and one with a statistics id (the statistics test). Ports can
 * be moved with E2E_PORT when 3300–3301 are taken.
 */
export const E2E_PORT = Number(process.env.E2E_PORT || 3300);
export const STATS_PORT = E2E_PORT + 1;
export const STATISTICS_TEST_ID = 'test-stats-id';

export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const STATS_URL = `http://127.0.0.1:${STATS_PORT}`;
