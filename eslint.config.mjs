import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypeScript from 'eslint-config-next/typescript';

const config = [
  ...nextCoreWebVitals,
  ...nextTypeScript,
  {
    ignores: ['.next/**', '.next-*/**', 'node_modules/**', 'coverage/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'],
  },
  {
    // Dependency rules (STYLE.md): server-only code never reaches the browser's modules.
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './components', from: './server', message: 'components/ must not import server/ (server-only code).' },
            { target: './layouts', from: './server', message: 'layouts/ must not import server/ (server-only code).' },
            { target: './lib', from: './server', message: 'lib/ is client-safe and must not import server/.' },
            { target: './server', from: './components', message: 'server/ must not import components/.' },
            { target: './server', from: './pages', message: 'server/ must not import pages/.' },
          ],
        },
      ],
    },
  },
  {
    // Images are the project's own files (mostly SVG) served as they are, always with width and height;
    // next/image would add client JavaScript beyond the first-load budget (bench/README.md) for no gain.
    rules: { '@next/next/no-img-element': 'off' },
  },
  {
    // The shell scripts in public/ run in <head> before first paint by design (see pages/_document.tsx).
    files: ['pages/_document.tsx'],
    rules: { '@next/next/no-sync-scripts': 'off' },
  },
  {
    files: ['public/scripts/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { window: 'readonly', document: 'readonly' } },
    rules: { '@typescript-eslint/no-unused-vars': ['error', { caughtErrors: 'none' }] },
  },
];

export default config;
