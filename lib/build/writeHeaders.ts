import { createHash } from 'node:crypto'
import { readdirSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { readDataFile } from '../data/readDataFile.ts'
import { clinicSchema } from '../schemas/clinicSchema.ts'
import { mapLinks } from '../data/clinicDerived.ts'
import { consentSchema } from '../schemas/consentSchema.ts'
import { formsSchema } from '../schemas/formsSchema.ts'
import { headersFile, securityHeaders } from '../security/securityHeaders.ts'
import { withPolicyMeta } from '../security/policyMeta.ts'
import { adminHeaders } from '../cms/adminPolicy.ts'
import { readBuiltPages } from './builtPages.ts'
import { clientDir } from './distDir.ts'
import { isPreview } from './siteEnv.ts'
import { basePath } from './siteUrl.ts'

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
 * service, maps, optional Stripe and analytics), adding the sha256 hash of any
 * inline script found in the built pages. It also puts the policy into every
 * page as <meta> (lib/security/policyMeta.ts), because some hosts, GitHub
 * Pages among them, send no headers from `_headers`. Returns the line to print.
 */
export function writeHeaders(root: string): string {
  const distDir = clientDir(root)
  const forms = readDataFile(root, 'forms.yaml', formsSchema)
  const clinic = readDataFile(root, 'clinic.yaml', clinicSchema)
  const consent = readDataFile(root, 'consent.yaml', consentSchema)
  const pages = htmlFiles(distDir)
  // A file that cannot take the policy (a head-less or non-UTF-8 HTML file from public/) stops the build in Polish.
  const texts = readBuiltPages(root, distDir, pages)

  // Inline scripts that run (not JSON-LD data blocks) need a hash in the policy.
  const hashes = new Set<string>()
  for (const text of texts) {
    for (const [, attributes, body] of text.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
      if (/\ssrc=/.test(attributes!) || /type="application\/(ld\+)?json"/.test(attributes!)) continue
      hashes.add(`sha256-${createHash('sha256').update(body!).digest('base64')}`)
    }
  }

  const headers = securityHeaders({
    formEndpoint: process.env.FORM_ENDPOINT ?? forms.service.endpoint,
    mapsEmbedUrl: mapLinks(clinic.geo).embedUrl,
    stripe: Boolean(process.env.STRIPE_PUBLISHABLE_KEY ?? forms.stripePublishableKey),
    analytics: Boolean(consent.analyticsId),
    inlineScriptHashes: [...hashes],
  })
  // A preview also tells crawlers by header: robots.txt keeps them from reading
  // the pages' noindex, yet a leaked preview address could still be listed.
  const served = isPreview() ? { ...headers, 'X-Robots-Tag': 'noindex, nofollow' } : headers
  writeFileSync(join(distDir, '_headers'), headersFile(served, adminHeaders(), { netlify: process.env.NETLIFY === 'true', base: basePath() }))
  pages.forEach((file, index) => writeFileSync(file, withPolicyMeta(texts[index]!, headers)))
  return (
    `${relative(root, join(distDir, '_headers'))}: polityka bezpieczeństwa zapisana (skrypty inline: ${hashes.size}); ` +
    `jako <meta> w ${pages.length} stronach HTML.`
  )
}
