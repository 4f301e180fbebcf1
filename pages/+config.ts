import type { Config } from 'vike/types'
import vikeReact from 'vike-react/config'

// Every page is rendered to static HTML at build time. The browser gets no
// client router and no page component: only the small module in
// +client.ts, which wires the menu and hydrates islands.
export default {
  extends: [vikeReact],
  // Each page is written as `o-nas.html`, not `o-nas/index.html`: every static
  // host then serves the published, slashless address /o-nas with 200 and no
  // redirect (docs/DEPLOYMENT.md, "Addresses"; tests/hosting/).
  prerender: { noExtraDir: true },
  clientRouting: false,
  lang: 'pl',
  // The page component exists only on the server; it never reaches the browser.
  meta: {
    Page: { env: { server: true, client: false } },
  },
} satisfies Config
