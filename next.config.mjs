// @ts-check
/** Script chunk load time-out (SPEC.md section 9), kept equal to CHUNK_LOAD_TIMEOUT_MS in lib/constants.ts. */
const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // Separate build folders let tests or parallel work build side by side (default .next).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  productionBrowserSourceMaps: process.env.SOURCE_MAPS === "1",
  i18n: {
    locales: ['zh-CN', 'en'],
    defaultLocale: 'zh-CN',
    localeDetection: false,
  },
  // Loaded by Node at run time, not bundled: PGlite reads its WebAssembly and data files from its own folder.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'drizzle-orm'],
  typescript: {
    // `npm test` type-checks the whole project with tsc; the build need not do it twice.
    ignoreBuildErrors: true,
  },
  webpack(config, { isServer }) {
    if (!isServer) {
      config.output.chunkLoadTimeout = CHUNK_LOAD_TIMEOUT_MS;
    }
    return config;
  },
};

export default nextConfig;
