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
  // Jest's node environment, with the ESM-only file-type loaded outside the VM (see the file).
  testEnvironment: '<rootDir>/tests/server/support/node-environment.mjs',
  moduleNameMapper: {
    ...shared.moduleNameMapper,
    // ESM only: a CommonJS door to the real module (see the file).
    '^file-type$': '<rootDir>/tests/server/support/file-type.ts',
  },
  // The time a test may take, and the domains' message kinds registered as the app's start-up does (the file says
  // why; Jest reads testTimeout only from the top of the configuration, not from a project).
  setupFilesAfterEnv: ['<rootDir>/tests/server/support/setup.ts'],
  roots: ['<rootDir>/tests'],
  testPathIgnorePatterns: [`<rootDir>/tests/(${JSDOM_DIRS.join('|')})/`],
};

/** next/jest's configs are async (they read next.config.mjs), so the projects are awaited here. */
const config = async () => ({
  projects: [await createJestConfig(jsdomProject)(), await createJestConfig(nodeProject)()],
});

export default config;
