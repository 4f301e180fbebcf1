/**
 * Which site a build makes. A host building the deploy preview of a pull
 * request sets SITE_ENV=preview: its pages say they are not published, link to
 * their files for editing and keep search engines out. Anything else, or
 * nothing, builds the site to publish.
 *
 * Read at build time only: pages are prerendered in Node, and the components
 * that ask (Layout, Head) never reach the browser.
 */
export function isPreview(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.SITE_ENV === 'preview'
}

/**
 * The branch a preview is built from, so that 'Edytuj tę stronę' opens the
 * file on the pull request's own branch (an edit there lands in the same pull
 * request): SITE_BRANCH, else the host's own variable (Netlify: HEAD,
 * Cloudflare Pages: CF_PAGES_BRANCH); undefined when none is set.
 */
export function previewBranch(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env.SITE_BRANCH || env.HEAD || env.CF_PAGES_BRANCH || undefined
}
