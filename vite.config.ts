import { defineConfig } from 'vite'
import vike from 'vike/plugin'
// @ts-expect-error plain JavaScript, no types
import { importBundled } from './scripts/bundled.mjs'

// The site's plugins are loaded once per process, not once per config load, and as one file (scripts/bundled.mjs says why).
const { clinicPlugins, configBasePath, distRoot } = (await importBundled('lib/vite/clinicPlugins.ts')) as typeof import('./lib/vite/clinicPlugins.ts')

export default defineConfig({
  plugins: [...clinicPlugins(), vike()],
  // The dev server (the editors' preview) answers this computer only; `npm run dev -- --host` opens it to the network.
  server: { host: '127.0.0.1' },
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  // The path of SITE_URL or clinic.yaml's siteUrl ("/" or e.g. "/klinika/"):
  // Vike and Vite prefix the assets with it; pages stay in dist/client's root.
  base: configBasePath(),
  // SITE_DIST lets `npm test` build beside the deployable site, not over it.
  // No gzip sizes in the log: npm run budget measures what a visitor loads, and gzipping every asset twice slows each build.
  build: { target: 'es2022', outDir: distRoot, reportCompressedSize: false },
})
