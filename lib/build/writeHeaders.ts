import { existsSync, readdirSync, rmdirSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { readDataFile } from '../data/readDataFile.ts'
import { clinicSchema } from '../schemas/clinicSchema.ts'
import { mapLinks } from '../data/clinicDerived.ts'
import { consentSchema } from '../schemas/consentSchema.ts'
import { formsSchema } from '../schemas/formsSchema.ts'
import { headersFile, securityHeaders } from '../security/securityHeaders.ts'
import { withPolicyMeta } from '../security/policyMeta.ts'
import { adminHeaders } from '../cms/adminPolicy.ts'
import { ContentError, problemLine } from '../check/renderErrors.ts'
import { readBuiltPages } from './builtPages.ts'
import { clientDir } from './distDir.ts'
import { writeNginxHeaders } from './nginxHeaders.ts'
import { foreignInlineScripts, ownInlineScriptHashes } from './inlineScripts.ts'
import { isPreview } from './siteEnv.ts'
import { basePath, siteUrl } from './siteUrl.ts'
import { folderSources, servedOrigins } from '../security/scriptSources.ts'

/** The site's pages; /admin/ (the browser editor) carries its own policy (lib/cms/adminPolicy.ts). */
function htmlFiles(distDir: string, dir = distDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? dir === distDir && entry.name === 'admin'
        ? []
        : htmlFiles(distDir, join(dir, entry.name))
      : entry.name.endsWith('.html')
        ? [join(dir, entry.name)]
        : [],
  )
}

/**
 * The last step of `npm run build`, once the pages are prerendered (the
 * content plugin calls it, lib/vite/contentPlugin.ts): writes
 * dist/client/_headers with the security policy for this build (its form
 * service, maps, optional Stripe and analytics) from what the site means to
 * run: never from what the built pages contain. An inline script the site did
 * not write (lib/build/inlineScripts.ts) stops the build instead. It also puts the policy into every
 * page as <meta> (lib/security/policyMeta.ts), because some hosts, GitHub
 * Pages among them, send no headers from `_headers`, and as nginx snippets
 * (lib/build/nginxHeaders.ts). Returns the line to print.
 */
export function writeHeaders(root: string): string {
  const distDir = clientDir(root)
  const forms = readDataFile(root, 'forms.yaml', formsSchema)
  const clinic = readDataFile(root, 'clinic.yaml', clinicSchema)
  const consent = readDataFile(root, 'consent.yaml', consentSchema)
  const pages = htmlFiles(distDir)
  // A file that cannot take the policy (a head-less or non-UTF-8 HTML file from public/) stops the build in Polish.
  const texts = readBuiltPages(root, distDir, pages)

  // The policy allows the site's own inline scripts only (listed in code); any other stops the build.
  const foreign = foreignInlineScripts(
    root,
    distDir,
    pages.map((file, index) => ({ file, text: texts[index]! })),
  )
  if (foreign.length > 0) {
    foreign.slice(1).forEach((problem) => console.error(problemLine(problem)))
    throw new ContentError(foreign[0]!)
  }

  // Scripts from the build's own folder only, at each address the host serves it from (when the build can know them).
  const origins = servedOrigins(siteUrl())
  const headers = securityHeaders({
    scriptSources: origins && folderSources(origins, basePath(), 'assets'),
    formEndpoint: process.env.FORM_ENDPOINT ?? forms.service.endpoint,
    mapsEmbedUrl: mapLinks(clinic.geo).embedUrl,
    stripe: Boolean(process.env.STRIPE_PUBLISHABLE_KEY ?? forms.stripePublishableKey),
    analytics: Boolean(consent.analyticsId),
    inlineScriptHashes: ownInlineScriptHashes,
    underPath: basePath() !== '/',
  })
  // A preview also tells crawlers by header: robots.txt keeps them from reading
  // the pages' noindex, yet a leaked preview address could still be listed.
  const served = isPreview() ? { ...headers, 'X-Robots-Tag': 'noindex, nofollow' } : headers
  writeFileSync(join(distDir, '_headers'), headersFile(served, adminHeaders(), { netlify: process.env.NETLIFY === 'true', base: basePath() }))
  const nginx = writeNginxHeaders(distDir, served, adminHeaders())
  pages.forEach((file, index) => writeFileSync(file, withPolicyMeta(texts[index]!, headers)))
  // Vite leaves an empty .vite folder (for a manifest this site does not write): not published (a deployer's trial).
  const viteFolder = join(distDir, '.vite')
  if (existsSync(viteFolder) && readdirSync(viteFolder).length === 0) rmdirSync(viteFolder)
  return (
    `${relative(root, join(distDir, '_headers'))}: polityka bezpieczeństwa zapisana (własne skrypty inline: ${ownInlineScriptHashes.length}); ` +
    `jako <meta> w ${pages.length} stronach HTML; dla nginx w ${relative(root, nginx)}/.`
  )
}
