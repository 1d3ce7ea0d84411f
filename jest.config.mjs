import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import nextJest from 'next/jest.js';

/**
 * Two Jest projects (docs/style.md "Tests"): jsdom for lib/, the shell scripts and
 * components; node for server/. next/jest supplies the SWC transform, the
 * CSS-module mocks and loads next.config.mjs and .env files.
 */
const rootDir = fileURLToPath(new URL('.', import.meta.url));
const createJestConfig = nextJest({ dir: rootDir });
const require = createRequire(import.meta.url);

/** Test folders that run in jsdom; every other test under tests/ runs in node. */
const JSDOM_DIRS = ['lib', 'shell', 'components'];

/** @type {import('jest').Config} */
const shared = {
  rootDir,
  moduleNameMapper: {
    '\\.(scss|css)$': require.resolve('next/dist/build/jest/__mocks__/styleMock.js'),
    '^@/(.*)$': '<rootDir>/$1',
  },
  clearMocks: true,
  restoreMocks: true,
};

/** @type {import('jest').Config} */
const jsdomProject = {
  ...shared,
  displayName: 'jsdom',
  testEnvironment: 'jsdom',
  roots: JSDOM_DIRS.map((dir) => `<rootDir>/tests/${dir}`),
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
};

/** @type {import('jest').Config} */
const nodeProject = {
  ...shared,
  displayName: 'node',
  // Each file opens and migrates its own database (PGlite, or a new one on PostgreSQL): on a busy two-core machine
  // that alone has taken over Jest's default 5 s, failing hooks that are not slow by any measure that matters.
  testTimeout: 20_000,
  // Jest's node environment, with the ESM-only file-type loaded outside the VM (see the file).
  testEnvironment: '<rootDir>/tests/server/support/node-environment.mjs',
  moduleNameMapper: {
    ...shared.moduleNameMapper,
    // ESM only: a CommonJS door to the real module (see the file).
    '^file-type$': '<rootDir>/tests/server/support/file-type.ts',
  },
  roots: ['<rootDir>/tests'],
  testPathIgnorePatterns: [`<rootDir>/tests/(${JSDOM_DIRS.join('|')})/`],
};

/** next/jest's configs are async (they read next.config.mjs), so the projects are awaited here. */
const config = async () => ({
  projects: [await createJestConfig(jsdomProject)(), await createJestConfig(nodeProject)()],
});

export default config;
