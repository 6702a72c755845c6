import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import { configSecurityHeaders } from './src/platform/security-headers'

const nextConfig: NextConfig = {
  images: {
    // Device widths of spec 1 §2; remote hosts come from IMAGE_HOSTS (the allow-list).
    deviceSizes: [320, 640, 1280, 1920],
    imageSizes: [64, 128, 256],
    // WebP only: AVIF (Next's effort 3) took 10× the CPU of WebP for a 1280 px car picture (2.5 s against 0.26 s,
    // docs/benchmarks.md "Image formats") and came out larger for these drawings; every first request of a size pays it.
    formats: ['image/webp'],
    remotePatterns: (process.env.IMAGE_HOSTS || '')
      .split(',')
      .map((h) => h.trim())
      .filter(Boolean)
      .map((hostname) => ({ protocol: 'https' as const, hostname })),
  },
  // Site pages get theirs (with a CSP nonce) from src/proxy.ts; these cover what it does not see.
  async headers() {
    return [
      ...configSecurityHeaders(),
      // The saved searches' e-mail links hold a token, and their redirects name it in the Location (docs/security.md).
      { source: '/api/saved-searches/:path*', headers: [{ key: 'Referrer-Policy', value: 'no-referrer' }] },
    ]
  },
  async rewrites() {
    // spec 1 §2: media is also reachable under the old edge-media prefixes.
    return [
      { source: '/-/media/:path*', destination: '/api/cms/media/file/:path*' },
      { source: '/-/jssmedia/:path*', destination: '/api/cms/media/file/:path*' },
      // The sites' fonts, under names the page can preload (src/sites/font-assets.ts).
      { source: '/-/fonts/:file', destination: '/api/fonts/:file' },
    ]
  },
  // src/proxy.ts canonicalises trailing slashes itself, after the redirect rules had their look (one hop).
  skipTrailingSlashRedirect: true,
  // The production server (src/platform/server/main.ts, which sets PRODUCTION_SERVER) compresses, outside its transform of
  // the pages' HTML; under a plain `next start` Next compresses as usual.
  compress: process.env.PRODUCTION_SERVER !== '1',
  poweredByHeader: false,
  // One copy of prom-client in the process, the production server's (src/platform/metrics/registry.ts keeps one registry
  // on globalThis for every bundle): loaded from node_modules rather than bundled into each route and the proxy. The
  // spelling dictionaries (src/features/search/language-words.ts) read their 1–7 MB word files next to their module.
  serverExternalPackages: ['prom-client', 'dictionary-sv', 'dictionary-nb', 'dictionary-sk', 'dictionary-en-gb'],
  typedRoutes: false,
  // `npm start` builds without the type check (START_BUILD=1, scripts/start.mjs): `npm run typecheck` and CI run it,
  // and on a fresh clone it is half a minute of the three the first page may take. `npm run build` keeps it.
  typescript: { ignoreBuildErrors: process.env.START_BUILD === '1' },
  experimental: {
    // Turbopack keeps its build cache on disk after every build (on by default): 23 s of a fresh clone's first start
    // (at the seed's side, 55 s under load), for a later rebuild that `npm start` rarely makes. `npm run build` keeps it.
    turbopackFileSystemCacheForBuild: process.env.START_BUILD !== '1',
  },
}

const withCms = withPayload(nextConfig, { devBundleServerPackages: false })
const cmsHeaders = withCms.headers

/**
 * Payload asks every path for the colour-scheme client hint, for its admin's theme, and names it critical: Chromium
 * then fetches a site page a second time on a visitor's first request to get the hint, and a shared cache keeps a
 * copy per scheme (Vary) of pages that never read it. The admin alone keeps the hint.
 */
export default {
  ...withCms,
  async headers() {
    const entries = (await cmsHeaders?.()) ?? []
    return entries.flatMap((entry) =>
      entry.source === '/:path*' && entry.headers.some((header) => header.key === 'Critical-CH')
        ? ['/admin', '/admin/:path*'].map((source) => ({ ...entry, source }))
        : [entry],
    )
  },
} satisfies NextConfig
