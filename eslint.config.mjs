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
    // One way to write an API route (README "The API"): the wrapper opens the database (ctx.db), checks the
    // access a method declares before its query and body, and hands over the session (ctx.session, ctx.viewer()).
    files: ['pages/api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@/server/db', importNames: ['database'], message: 'Use the handler context: ({ db }) or ({ database }).' },
            { name: '@/server/auth/viewer', importNames: ['currentSession', 'currentViewer'], message: 'Declare `access` (ctx.session) or use ctx.viewer().' },
            { name: '@/server/auth/api-auth', importNames: ['sessionOfKind'], message: 'Declare `access` on the method.' },
          ],
        },
      ],
    },
  },
  {
    // Routes are written in pages/api/** only; server/ holds what they call.
    files: ['server/**/*.ts'],
    ignores: ['server/http/handler.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.name='apiRoute']", message: 'API routes are written in pages/api/**, through apiRoute there.' },
        {
          selector: "FunctionDeclaration[id.name=/Text$/] CallExpression[callee.name='serverTranslator']",
          message: "Make a domain's message helper with messagesOf (server/kernel/i18n.ts).",
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
