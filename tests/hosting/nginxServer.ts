import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { createServer, connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** Debian's nginx, when installed (`.ci/run` installs it as root). */
export const nginxBinary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path))

/** A free TCP port on 127.0.0.1. */
async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

export interface NginxSite {
  /** nginx -t's output (it prints on stderr). */
  test: { ok: boolean; output: string }
  http: number
  https: number
  stop: () => Promise<void>
}

/**
 * Runs a config of docs/ as written, with only what ties it to a real server
 * replaced: the certificate (a self-signed one made here), the folder
 * /var/www/przychodnia (here links to the build's client and nginx folders,
 * `placeAs` naming the client's: "site", or "klinika" under a path) and the
 * ports (free ones on 127.0.0.1 instead of 80 and 443).
 */
export async function startNginx(config: string, build: { client: string; nginx: string }, placeAs: string): Promise<NginxSite> {
  const dir = mkdtempSync(join(tmpdir(), 'clinic-nginx-'))
  const www = join(dir, 'www')
  mkdirSync(www)
  symlinkSync(build.client, join(www, placeAs))
  symlinkSync(build.nginx, join(www, 'nginx'))
  for (const name of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, name))
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=localhost', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')],
    { stdio: 'ignore' },
  )
  copyFileSync('/etc/nginx/mime.types', join(dir, 'mime.types'))
  const [http, https] = [await freePort(), await freePort()]
  const site = readFileSync(config, 'utf8')
    .replace(/ssl_certificate (\S+);/, `ssl_certificate ${join(dir, 'cert.pem')};`)
    .replace(/ssl_certificate_key (\S+);/, `ssl_certificate_key ${join(dir, 'key.pem')};`)
    .replaceAll('/var/www/przychodnia', www)
    .replaceAll(/listen \[::\]:\d+[^;]*;\n/g, '')
    .replaceAll('listen 80;', `listen 127.0.0.1:${http};`)
    .replaceAll('listen 443 ', `listen 127.0.0.1:${https} `)
  writeFileSync(join(dir, 'site.conf'), site)
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `${name}_temp_path ${join(dir, name)};`).join(' ')
  // As root (CI), workers would run as nobody; the build's folders are root's.
  const user = process.getuid?.() === 0 ? 'user root;' : ''
  writeFileSync(
    join(dir, 'nginx.conf'),
    `${user} worker_processes 1; pid ${join(dir, 'nginx.pid')}; error_log ${join(dir, 'error.log')} warn;
events { worker_connections 64; }
http { include mime.types; default_type application/octet-stream; access_log off; ${temp} include ${join(dir, 'site.conf')}; }\n`,
  )
  // -e: not even the start-up log goes to /var/log/nginx, which a user who is not root cannot write (GitHub's runners).
  const args = ['-e', join(dir, 'error.log'), '-p', dir, '-c', join(dir, 'nginx.conf')]
  // nginx -t reports on stderr, also when all is well.
  const checked = spawnSync(nginxBinary!, [...args, '-t'], { encoding: 'utf8' })
  const test = { ok: checked.status === 0, output: checked.stderr }
  let child: ChildProcess | undefined
  if (test.ok) {
    child = spawn(nginxBinary!, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] })
    await waitForPort(https, child)
  }
  return {
    test,
    http,
    https,
    stop: async () => {
      if (child && child.exitCode === null) {
        const exited = new Promise((resolve) => child!.once('exit', resolve))
        child.kill('SIGQUIT')
        await exited
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** Waits until nginx accepts connections on `port` (or fails if it exits first). */
async function waitForPort(port: number, child: ChildProcess): Promise<void> {
  let stderr = ''
  child.stderr?.on('data', (chunk) => (stderr += chunk))
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx stopped: ${stderr}`)
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1')
      socket.once('connect', () => resolve(socket.end() && true))
      socket.once('error', () => resolve(false))
    })
    if (open) return
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}
