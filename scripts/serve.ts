// `npm start`: builds the site when the build is missing or older than the
// sources, then serves dist/client the way a static host does.
import { execSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { createStaticServer } from './staticServer.ts'

const root = process.cwd()
const distDir = join(root, 'dist/client')
const sources = ['content', 'pages', 'components', 'renderer', 'lib', 'public', 'vite.config.ts', 'package.json']

function newestChange(path: string): number {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))))
}

const builtAt = existsSync(join(distDir, 'index.html')) ? statSync(join(distDir, 'index.html')).mtimeMs : 0
if (builtAt < Math.max(...sources.map((source) => newestChange(join(root, source))))) {
  console.log('Budowanie strony (npm run build)...')
  execSync('npm run build', { stdio: 'inherit' })
}

const port = Number(process.env.PORT ?? 3000)
createStaticServer(distDir).listen(port, () => {
  console.log(`Strona działa pod adresem http://localhost:${port}`)
})
