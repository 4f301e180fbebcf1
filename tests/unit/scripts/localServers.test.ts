import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { listenAddress, networkUrls, portTaken, startLocalServers, startMessages } from '../../../scripts/localServers.ts'

/**
 * `npm start` serves the site and the form stand-in (whose GET/DELETE
 * /_submissions list and delete what was sent) on this computer only, unless
 * `--host` opens the site to the network.
 */
describe('npm start arguments', () => {
  it('without arguments: this computer only', () => {
    expect(listenAddress([])).toEqual({ host: '127.0.0.1', network: false })
  })

  it('--host alone: every address, as vike dev --host', () => {
    expect(listenAddress(['--host'])).toEqual({ host: undefined, network: true })
    expect(listenAddress(['--host='])).toEqual({ host: undefined, network: true })
  })

  it('--host with an address: that address; a loopback one keeps it off the network', () => {
    expect(listenAddress(['--host', '192.168.1.20'])).toEqual({ host: '192.168.1.20', network: true })
    expect(listenAddress(['--host=0.0.0.0'])).toEqual({ host: '0.0.0.0', network: true })
    expect(listenAddress(['--host', '127.0.0.1'])).toEqual({ host: '127.0.0.1', network: false })
    expect(listenAddress(['--host', 'localhost'])).toEqual({ host: 'localhost', network: false })
  })

  it('anything else stops it with a Polish message naming the option', () => {
    expect(() => listenAddress(['--hots'])).toThrow('Nieznana opcja „--hots”. npm start przyjmuje tylko --host')
    expect(() => listenAddress(['--host', '--port'])).toThrow('Nieznana opcja „--port”')
  })

  it('an unknown option is answered with how to choose the ports', () => {
    expect(() => listenAddress(['--port', '4100'])).toThrow('Porty wybierają zmienne PORT i FORM_SERVICE_PORT, np. PORT=3005 FORM_SERVICE_PORT=3006 npm start.')
  })
})

describe('what npm start says', () => {
  const common = { port: 3000, formPort: 3001, base: '/' }

  it('on this computer only, and how to open it to the network', () => {
    const lines = startMessages({ ...common, address: listenAddress([]), networkAt: networkUrls(listenAddress([]), 3000, '/') })
    expect(lines).toEqual([
      'Lokalny serwis formularzy: http://localhost:3001 (tylko na tym komputerze; zgłoszenia zapisuje w .data/submissions.jsonl)',
      'Strona działa pod adresem http://127.0.0.1:3000/ (tylko na tym komputerze; aby otworzyć ją na innych urządzeniach w sieci, uruchom npm start -- --host)',
    ])
  })

  it('with --host: the network addresses, a warning, and that the forms stay on this computer', () => {
    const address = listenAddress(['--host', '192.168.1.20'])
    const lines = startMessages({ ...common, base: '/klinika/', address, networkAt: networkUrls(address, 3000, '/klinika/') })
    expect(lines[1]).toBe('Strona działa pod adresem http://192.168.1.20:3000/klinika/, dostępnym w sieci (--host)')
    expect(lines[2]).toContain('stronę może otworzyć każdy w tej sieci')
    expect(lines[2]).toContain('działa on tylko na tym komputerze')
    const everywhere = listenAddress(['--host'])
    expect(startMessages({ ...common, address: everywhere, networkAt: ['http://192.168.1.20:3000/'] })[1]).toBe(
      'Strona działa pod adresem http://127.0.0.1:3000/ i jest dostępna w sieci (--host): http://192.168.1.20:3000/',
    )
  })
})

describe('the addresses the servers are bound to', () => {
  let servers: Server[] = []
  afterEach(async () => {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
    servers = []
  })

  /** A built site is not needed to listen: a folder with a 404.html will do. */
  async function start(args: string[]) {
    const distDir = mkdtempSync(join(tmpdir(), 'serve-'))
    writeFileSync(join(distDir, '404.html'), '<!DOCTYPE html><title>404</title>')
    try {
      const { site, forms } = await startLocalServers({ distDir, base: '/', port: 0, formPort: 0, address: listenAddress(args) })
      servers = [site, forms]
      return { site: site.address() as AddressInfo, forms: forms.address() as AddressInfo }
    } finally {
      rmSync(distDir, { recursive: true, force: true })
    }
  }

  it('by default both listen on 127.0.0.1 only', async () => {
    const { site, forms } = await start([])
    expect(site.address).toBe('127.0.0.1')
    expect(forms.address).toBe('127.0.0.1')
  })

  it('with --host the site listens on every address, the form stand-in still on 127.0.0.1', async () => {
    const { site, forms } = await start(['--host'])
    expect(['::', '0.0.0.0']).toContain(site.address)
    expect(forms.address).toBe('127.0.0.1')
  })
})

describe('a port taken before npm start builds', () => {
  it('is told apart from a free one, and the probe leaves the port free', async () => {
    const other = createServer()
    await new Promise<void>((listening) => other.listen(0, '127.0.0.1', listening))
    const { port } = other.address() as AddressInfo
    expect(await portTaken(port, '127.0.0.1')).toBe(true)
    await new Promise((closed) => other.close(closed))
    expect(await portTaken(port, '127.0.0.1')).toBe(false)
    // The probe has let it go: a server can listen there again.
    await new Promise<void>((listening) => other.listen(port, '127.0.0.1', listening))
    await new Promise((closed) => other.close(closed))
  })
})
