import { readDataFile } from '../data/readDataFile.ts'
import { samplesSchema } from '../schemas/samplesSchema.ts'
import { isPreview } from './siteEnv.ts'
import { siteUrl } from './siteUrl.ts'

/**
 * A production build: the one a host publishes. It runs on the host's build
 * machine (GitHub Actions, Netlify and Cloudflare Pages set CI), is no preview
 * (SITE_ENV=preview), not a pull request's check (pull-request.yml) and writes
 * dist/client (tests and `npm start` set SITE_DIST to build elsewhere). A
 * build on one's own computer is none.
 */
export function isProductionBuild(env: NodeJS.ProcessEnv = process.env): boolean {
  const onHost = Boolean(env.CI && env.CI !== 'false') || env.NETLIFY === 'true' || env.CF_PAGES === '1'
  return onHost && !isPreview(env) && env.GITHUB_EVENT_NAME !== 'pull_request' && (env.SITE_DIST ?? 'dist') === 'dist'
}

/** Host names that are never a real site's (RFC 2606, RFC 6761): example.com/.net/.org and the .example, .test, .invalid, .localhost names. */
function isReservedHost(host: string): boolean {
  return /(^|\.)(example\.(com|net|org)|example|test|invalid|localhost)$/i.test(host)
}

/**
 * The Polish warning for a production build whose address is still a sample:
 * a reserved name (przychodnia.example) or a value samples.yaml lists. Every
 * canonical address, sitemap.xml and robots.txt would name it, and search
 * engines would never find the site. Undefined when the address is real.
 * `fromEnvironment`: the address came from SITE_URL, not from clinic.yaml.
 */
export function sampleSiteUrlWarning(siteUrl: string, { fromEnvironment = false, samples = [] as string[] } = {}): string | undefined {
  const listed = samples.some((sample) => sample.replace(/\/+$/, '') === siteUrl)
  if (!isReservedHost(new URL(siteUrl).hostname) && !listed) return undefined
  const field = fromEnvironment ? 'zmienna SITE_URL w ustawieniach budowania na hoście' : 'pole siteUrl w pliku content/data/clinic.yaml'
  return (
    `Uwaga: strona jest budowana do publikacji pod przykładowym adresem ${siteUrl} (${field}). ` +
    'Ten adres trafi do adresów kanonicznych, sitemap.xml, robots.txt i podglądów linków w mediach społecznościowych, więc wyszukiwarki nie znajdą pod nim strony. ' +
    // A deployer's trial: nginx with DEPLOY_HOST an IP address, opened under a domain: the pages came, their scripts did not.
    'Pod adresem innym niż ten albo adres znany hostowi (np. DEPLOY_HOST na serwerze nginx) przeglądarka nie uruchomi też skryptów strony: formularze i wyszukiwarka nie zadziałają. ' +
    `Wpisz tam adres, pod którym strona jest dostępna, np. https://www.nazwa-przychodni.pl, i zbuduj stronę ponownie.`
  )
}

/**
 * The build's last word when a production build is for a sample address: the
 * warning on stderr and, on GitHub Actions, as an annotation on the run's page.
 * The build still succeeds: a first deployment to try a host is legitimate.
 */
export function warnOfSampleSiteUrl(root: string, env: NodeJS.ProcessEnv = process.env): void {
  if (!isProductionBuild(env)) return
  let samples: string[] = []
  try {
    samples = readDataFile(root, 'samples.yaml', samplesSchema).samples.map((sample) => sample.value)
  } catch {
    // No list of samples (deleted once every value was real): reserved names still count.
  }
  const warning = sampleSiteUrlWarning(siteUrl(), { fromEnvironment: Boolean(env.SITE_URL?.trim()), samples })
  if (!warning) return
  console.warn(warning)
  if (env.GITHUB_ACTIONS === 'true') console.log(`::warning title=Przykładowy adres strony::${warning}`)
}
