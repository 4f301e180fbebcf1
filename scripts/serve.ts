// `npm start`: runs the local form service, builds the site pointed at it when
// the build is missing, older than the sources or built for another form
// service, then serves it the way a static host does. The build goes to
// dist/local, not dist/client: its forms post to localhost and must never be deployed.
// It listens on this computer only; `npm start -- --host` opens the site to the
// network (scripts/localServers.ts).
import { execSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { sourceState } from './localBuildState.ts'
import { listenAddress, LOOPBACK, networkUrls, portTaken, startLocalServers, startMessages, type ListenAddress } from './localServers.ts'
import { basePath } from '../lib/build/siteUrl.ts'

let address: ListenAddress
try {
  address = listenAddress(process.argv.slice(2))
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}

const root = process.cwd()
const localDist = 'dist/local'
const distDir = join(root, localDist, 'client')
const builtFromFile = join(root, localDist, 'built-from.json')
const port = Number(process.env.PORT ?? 3000)
const formPort = Number(process.env.FORM_SERVICE_PORT ?? 3001)
// SITE_URL with a path (e.g. http://localhost:3000/klinika/) builds and serves
// the site under that path, as a GitHub Pages project site is.
const siteUrl = process.env.SITE_URL ? { SITE_URL: process.env.SITE_URL } : {}
const buildEnv = { FORM_ENDPOINT: `http://localhost:${formPort}`, SITE_DIST: localDist, ...siteUrl }

for (const [asked, host] of [
  [formPort, LOOPBACK],
  [port, address.host],
] as const) {
  if (await portTaken(asked, host)) portTakenExit(asked)
}

// Built for these servers and from these sources (their state taken before the build, so a file saved during it
// is built next time); anything else is built again. Checked after the ports: a second `npm start` must not
// rebuild the folder the first one is serving.
const wanted = JSON.stringify({ buildEnv, sources: sourceState(root) })
const builtFrom = existsSync(builtFromFile) && existsSync(join(distDir, 'index.html')) ? readFileSync(builtFromFile, 'utf8') : ''
if (builtFrom !== wanted) {
  console.log('Budowanie strony...')
  try {
    execSync('npm run build', { stdio: 'inherit', env: { ...process.env, ...buildEnv } })
  } catch {
    // The build has said what is wrong, in Polish; a stack trace of this script would only bury it.
    process.exit(1)
  }
  writeFileSync(builtFromFile, wanted)
}

const base = basePath()
try {
  // FORM_REPLY_DELAY_MS=30000 makes the local service answer 30 s late, to see by hand what a visitor sees when it is slow.
  const replyDelayMs = Number(process.env.FORM_REPLY_DELAY_MS ?? 0)
  await startLocalServers({ distDir, base, port, formPort, address, replyDelayMs, logFile: join(root, '.data/submissions.jsonl') })
} catch (error) {
  const { code, port: busy } = error as NodeJS.ErrnoException & { port?: number }
  if (code !== 'EADDRINUSE') throw error
  portTakenExit(busy ?? port)
}

function portTakenExit(busy: number): never {
  console.error(
    `Port ${busy} jest już zajęty (może npm start działa w innym oknie). Zamknij tamten program albo wybierz inne porty, np. PORT=3005 FORM_SERVICE_PORT=3006 npm start.`,
  )
  process.exit(1)
}

for (const line of startMessages({ address, port, formPort, base, networkAt: networkUrls(address, port, base) })) console.log(line)
