// After `vike build`: writes dist/client/_headers with the security policy for
// this build (its form service, maps, optional Stripe and analytics), adding the
// sha256 hash of any inline script found in the built pages. It also puts the
// policy into every page as <meta> (lib/security/policyMeta.ts), because some
// hosts, GitHub Pages among them, send no headers from `_headers`.
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { readDataFile } from '../lib/data/readDataFile.ts'
import { clinicSchema } from '../lib/schemas/clinicSchema.ts'
import { consentSchema } from '../lib/schemas/consentSchema.ts'
import { formsSchema } from '../lib/schemas/formsSchema.ts'
import { headersFile, securityHeaders } from '../lib/security/securityHeaders.ts'
import { withPolicyMeta } from '../lib/security/policyMeta.ts'
import { adminHeaders } from '../lib/cms/adminPolicy.ts'
import { clientDir } from '../lib/build/distDir.ts'
import { isPreview } from '../lib/build/siteEnv.ts'
import { basePath } from '../lib/build/siteUrl.ts'

const root = process.cwd()
const distDir = clientDir(root)
const forms = readDataFile(root, 'forms.yaml', formsSchema)
const clinic = readDataFile(root, 'clinic.yaml', clinicSchema)
const consent = readDataFile(root, 'consent.yaml', consentSchema)

// The site's pages; /admin/ (the browser editor) carries its own policy (lib/cms/adminPolicy.ts).
function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? dir === distDir && entry.name === 'admin'
        ? []
        : htmlFiles(join(dir, entry.name))
      : entry.name.endsWith('.html')
        ? [join(dir, entry.name)]
        : [],
  )
}

// Inline scripts that run (not JSON-LD data blocks) need a hash in the policy.
const hashes = new Set<string>()
for (const file of htmlFiles(distDir)) {
  for (const [, attributes, body] of readFileSync(file, 'utf8').matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\ssrc=/.test(attributes!) || /type="application\/(ld\+)?json"/.test(attributes!)) continue
    hashes.add(`sha256-${createHash('sha256').update(body!).digest('base64')}`)
  }
}

const headers = securityHeaders({
  formEndpoint: process.env.FORM_ENDPOINT ?? forms.service.endpoint,
  mapsEmbedUrl: clinic.maps.embedUrl,
  stripe: Boolean(process.env.STRIPE_PUBLISHABLE_KEY ?? forms.stripePublishableKey),
  analytics: Boolean(consent.analyticsId),
  inlineScriptHashes: [...hashes],
})
// A preview also tells crawlers by header: robots.txt keeps them from reading
// the pages' noindex, yet a leaked preview address could still be listed.
const served = isPreview() ? { ...headers, 'X-Robots-Tag': 'noindex, nofollow' } : headers
writeFileSync(join(distDir, '_headers'), headersFile(served, adminHeaders(), { netlify: process.env.NETLIFY === 'true', base: basePath() }))
const pages = htmlFiles(distDir)
for (const file of pages) writeFileSync(file, withPolicyMeta(readFileSync(file, 'utf8'), headers))
console.log(
  `${relative(root, join(distDir, '_headers'))}: polityka bezpieczeństwa zapisana (skrypty inline: ${hashes.size}); ` +
    `jako <meta> w ${pages.length} stronach HTML.`,
)
