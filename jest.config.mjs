import nextJest from 'next/jest.js';

/**
 * Two Jest projects (STYLE.md "Tests"): jsdom for lib/, the shell scripts and
 * components; node for server/. next/jest supplies the SWC transform, the
 * CSS-module mocks and loads next.config.mjs and .env files.
 */
const createJestConfig = nextJest({ dir: './' });

const rootDir = import.meta.dirname;

/** @type {import('jest').Config} */
const shared = {
  rootDir,
  moduleNameMapper: {
    '\\.(scss|css)$': 'next/dist/build/jest/__mocks__/styleMock.js',
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
  roots: ['<rootDir>/tests/lib', '<rootDir>/tests/shell', '<rootDir>/tests/components'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
};

/** @type {import('jest').Config} */
const nodeProject = {
  ...shared,
  displayName: 'node',
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/server'],
};

/** next/jest's configs are async (they read next.config.mjs), so the projects are awaited here. */
const config = async () => ({
  projects: [await createJestConfig(jsdomProject)(), await createJestConfig(nodeProject)()],
});

export default config;
