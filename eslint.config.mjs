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
    // The dashboard shows sourcing's figures (the chart) as /admin/sourcing does.
    './sourcing/admin/sourcing-figures.tsx',
  ],
  // The exhibitor's check-in shows the code it checks in grouped as the registrant's ticket shows it; its centre
  // lists the meetings members booked with the company (洽谈预约).
  exhibitor: ['./registrations/grouped-code.ts', './meetings/exhibitor-section.tsx'],
  // /account lists the member's meetings and saved exhibitors (我的洽谈, 我的展商).
  accounts: ['./meetings/account-sections.tsx'],
  // A company's profile and the show's exhibitor list save a company to 我的展商 and book a meeting with it.
  companies: ['./meetings/save-exhibitor-button.tsx', './meetings/meet-link.tsx'],
  // The buyer's comparison of quotes shows each supplier as the directory does: its logo and its certified mark.
  sourcing: ['./companies/certified-mark.tsx', './companies/company-logo.tsx'],
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


/**
 * Domain zones in lib/ (lib/README.md): lib/<domain>/ holds a domain's client-safe pieces, named as in server/.
 * The base, which every domain may import and which imports no domain: the files at lib/'s root (the app shell),
 * lib/http/ (what the API's boundary shares: queries, field errors, versions, text input) and lib/navigation/.
 * A domain imports the base and itself, except for what LIB_EXCEPTIONS names (one file at a time, with the reason);
 * the base imports no domain, except for what LIB_BASE_EXCEPTIONS names.
 */
const LIB_BASE_DIRS = ['http', 'navigation'];
const LIB_EXCEPTIONS = {
  // The member's account page lists their job applications and registrations; an exhibitor account's new login
  // is checked as a sign-up's is.
  accounts: ['./applications/views.ts', './registrations/views.ts', './auth/schema.ts'],
  // An activity's description is an article body (the same editor, limits and text count, its images uploads);
  // its console page lists the activity's registrations with their status.
  activities: ['./articles/rules.ts', './rich-text/text.ts', './uploads/site-image.ts', './registrations/staff-views.ts'],
  // An application's reference uses the confirmation code's alphabet; its mobile and e-mail are checked as logins are.
  applications: ['./registrations/rules.ts', './auth/required-fields.ts'],
  // An article's body is rich text with uploaded images; its back link returns to the search results it came from.
  articles: ['./rich-text/text.ts', './uploads/site-image.ts', './search/schema.ts'],
  // Consultants' portraits and partners' logos are uploads.
  catalogue: ['./uploads/site-image.ts'],
  // A certification's licence is an upload, its kind a company's kind, its contact fields checked as logins are.
  certifications: ['./uploads/client.ts', './companies/rules.ts', './auth/required-fields.ts'],
  // A profile's images are uploads and its contact fields (and a meeting request's) are checked as logins are;
  // the directory's query is as long as the site search's.
  companies: ['./uploads/site-image.ts', './auth/schema.ts', './auth/required-fields.ts', './search/query.ts'],
  // The contact form asks who the visitor is as registration does, and checks a reply address as a login.
  feedback: ['./registrations/rules.ts', './auth/schema.ts'],
  // A phone number is masked as a login is.
  people: ['./auth/mask-login.ts'],
  // Mobile numbers are read and stored as people/phone.ts says.
  auth: ['./people/phone.ts'],
  registrations: ['./people/phone.ts'],
  // The home page shows the next activities with their state and the consultants and partners.
  site: ['./activities/state.ts', './people/views.ts'],
  // A request names the kinds of company it wants and a category of the shared list; its description is an article
  // body (the same editor and limits); its text fields are counted as logins are; its keyword is as long as the site search's.
  sourcing: [
    './companies/rules.ts',
    './companies/category-views.ts',
    './rich-text/text.ts',
    './articles/rules.ts',
    './auth/required-fields.ts',
    './search/query.ts',
  ],
};
// The platform behaviours wired in _app (app-behaviours.ts) include WeChat's share card, in WeChat's browser only.
const LIB_BASE_EXCEPTIONS = ['./wechat/browser.ts', './wechat/share.ts'];
const libEntries = readdirSync(new URL('./lib', import.meta.url), { withFileTypes: true });
const LIB_ROOT_FILES = libEntries.filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name)).map((entry) => `./${entry.name}`);
const LIB_DOMAINS = libEntries
  .filter((entry) => entry.isDirectory() && !LIB_BASE_DIRS.includes(entry.name))
  .map((entry) => entry.name);
const LIB_BASE = [...LIB_ROOT_FILES, ...LIB_BASE_DIRS.map((dir) => `./${dir}`)];
const libZones = [
  {
    target: LIB_BASE.map((base) => `./lib/${base.slice(2)}`),
    from: './lib',
    except: [...LIB_BASE, ...LIB_BASE_EXCEPTIONS],
    message: "lib/'s root, lib/http/ and lib/navigation/ are the base: they import no domain folder (eslint.config.mjs lists the exceptions).",
  },
  ...LIB_DOMAINS.map((domain) => ({
    target: `./lib/${domain}`,
    from: './lib',
    except: [`./${domain}`, ...LIB_BASE, ...(LIB_EXCEPTIONS[domain] ?? [])],
    message: `lib/${domain}/ is a domain: it imports itself and the base (lib/'s root, lib/http/, lib/navigation/), not another domain (eslint.config.mjs lists the exceptions).`,
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
    // import shared pieces, not each other (componentZones above); lib/'s domains import the base, not each other
    // (libZones above).
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
            ...libZones,
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
