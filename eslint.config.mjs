import { readdirSync } from 'node:fs';
import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypeScript from 'eslint-config-next/typescript';

/**
 * Feature zones in components/ (docs/style.md "Layout": component features import the shared pieces, not each other).
 * Shared pieces, which any feature may import and which import no feature:
 * - forms/: form fields and form hooks (FormField, CodeField, TextAreaField, RichTextField, ImageField,
 *   ArticleFields, LookupForm, useApiForm…);
 * - common/: small pieces drawn on many pages (links, pagination, page sections, QR code, card grid…);
 * - layout/: the header, footer and what they hold;
 * - providers/: the site's and the viewer's React contexts.
 * Every other folder is a feature and imports only itself and the shared pieces, except for what
 * FEATURE_EXCEPTIONS names (one file at a time, with the reason).
 */
const SHARED = ['forms', 'common', 'layout', 'providers'];
const FEATURE_EXCEPTIONS = {
  // The console edits the public pieces: an article in the author's fields and form frame, a submission
  // with publish's review form; it shows a certification's details as the author sent them and a feedback
  // message's token as its sender saw it.
  console: [
    './publish/article-fields.tsx',
    './publish/publish.module.scss',
    './publish/review-form.tsx',
    './author/certification-details.tsx',
    './contact/feedback-token.tsx',
    // The floor editor draws the plan the public sees, with the booth being edited highlighted.
    './companies/floor/floor-plan.tsx',
  ],
  // The exhibitor's check-in shows the code it checks in grouped as the registrant's ticket shows it; its centre
  // lists the meetings members booked with the company (洽谈预约).
  exhibitor: ['./registrations/grouped-code.ts', './meetings/exhibitor-section.tsx'],
  // /account lists the member's meetings and saved exhibitors (我的洽谈, 我的展商).
  accounts: ['./meetings/account-sections.tsx'],
  // A company's profile and the show's exhibitor list save a company to 我的展商 and book a meeting with it.
  companies: ['./meetings/save-exhibitor-button.tsx', './meetings/meet-link.tsx'],
};
const FEATURES = readdirSync(new URL('./components', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !SHARED.includes(entry.name))
  .map((entry) => entry.name);
const componentZones = [
  ...SHARED.map((folder) => ({
    target: `./components/${folder}`,
    from: './components',
    except: SHARED.map((shared) => `./${shared}`),
    message: `components/${folder}/ is shared: it imports no feature (move what both need into forms/, common/, layout/ or providers/).`,
  })),
  ...FEATURES.map((feature) => ({
    target: `./components/${feature}`,
    from: './components',
    except: [`./${feature}`, ...SHARED.map((shared) => `./${shared}`), ...(FEATURE_EXCEPTIONS[feature] ?? [])],
    message: `components/${feature}/ is a feature: it imports itself and the shared pieces (forms/, common/, layout/, providers/), not another feature (eslint.config.mjs lists the exceptions).`,
  })),
];

const config = [
  ...nextCoreWebVitals,
  ...nextTypeScript,
  {
    ignores: ['.next/**', '.next-*/**', 'node_modules/**', 'coverage/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'],
  },
  {
    // Dependency rules (docs/style.md "Boundaries"): server-only code never reaches the browser's modules; component features
    // import shared pieces, not each other (componentZones above).
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
            { target: './lib', from: './components', message: 'lib/ must not import components/.' },
            // layouts/ holds the page frames pages choose and imports components/; a piece drawn inside a page
            // (the inner-page title band) lives in components/layout/ (tests/architecture/import-graph.test.ts).
            { target: './components', from: './layouts', message: 'components/ must not import layouts/ (the page frames): put the shared piece in components/layout/.' },
            ...componentZones,
          ],
        },
      ],
    },
  },
  {
    // One way to write an API route (docs/api.md "How a route is written"): the wrapper opens the database (ctx.db), checks the
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
