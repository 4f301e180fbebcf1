// `npm start`: runs the local form service, builds the site pointed at it when
// the build is missing, older than the sources or built for another form
// service, then serves it the way a static host does. The build goes to
// dist/local, not dist/client: its forms post to localhost and must never be deployed.
// It listens on this computer only; `npm start -- --host` opens the site to the
// network (scripts/localServers.ts).
import { execSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { listenAddress, networkUrls, startLocalServers, startMessages, type ListenAddress } from './localServers.ts'
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
const buildEnvFile = join(root, localDist, 'build-env.json')
const sources = ['content', 'pages', 'components', 'renderer', 'lib', 'public', 'vite.config.ts', 'package.json']
const port = Number(process.env.PORT ?? 3000)
const formPort = Number(process.env.FORM_SERVICE_PORT ?? 3001)
// SITE_URL with a path (e.g. http://localhost:3000/klinika/) builds and serves
// the site under that path, as a GitHub Pages project site is.
const siteUrl = process.env.SITE_URL ? { SITE_URL: process.env.SITE_URL } : {}
const buildEnv = { FORM_ENDPOINT: `http://localhost:${formPort}`, SITE_DIST: localDist, ...siteUrl }

function newestChange(path: string): number {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))))
}

const builtAt = existsSync(join(distDir, 'index.html')) ? statSync(join(distDir, 'index.html')).mtimeMs : 0
const builtFor = existsSync(buildEnvFile) ? readFileSync(buildEnvFile, 'utf8') : ''
if (builtFor !== JSON.stringify(buildEnv) || builtAt < Math.max(...sources.map((source) => newestChange(join(root, source))))) {
  console.log('Budowanie strony...')
  execSync('npm run build', { stdio: 'inherit', env: { ...process.env, ...buildEnv } })
  writeFileSync(buildEnvFile, JSON.stringify(buildEnv))
}

const base = basePath()
try {
  // FORM_REPLY_DELAY_MS=30000 makes the local service answer 30 s late, to see by hand what a visitor sees when it is slow.
  const replyDelayMs = Number(process.env.FORM_REPLY_DELAY_MS ?? 0)
  await startLocalServers({ distDir, base, port, formPort, address, replyDelayMs, logFile: join(root, '.data/submissions.jsonl') })
} catch (error) {
  const { code, port: busy } = error as NodeJS.ErrnoException & { port?: number }
  if (code !== 'EADDRINUSE') throw error
  console.error(
    `Port ${busy} jest już zajęty (może npm start działa w innym oknie). Zamknij tamten program albo wybierz inne porty, np. PORT=3005 FORM_SERVICE_PORT=3006 npm start.`,
  )
  process.exit(1)
}
for (const line of startMessages({ address, port, formPort, base, networkAt: networkUrls(address, port, base) })) console.log(line)
