import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { networkInterfaces } from 'node:os'
import { createFormService } from './formService.ts'
import { formServiceRules } from './formServiceRules.ts'
import { createStaticServer } from './staticServer.ts'

/**
 * Where `npm start` listens. By default on this computer only (127.0.0.1): the
 * form stand-in lists and deletes what was sent through `GET`/`DELETE
 * /_submissions`, and a site under work is nobody else's business. `--host`
 * opens the site to the network as `vike dev --host` (Vite) does: alone on every
 * address of this computer, `--host <address>` or `--host=<address>` on that
 * one. The form stand-in stays on 127.0.0.1 whatever is asked: the local build
 * posts to http://localhost:<port>, which on another device is that device, so
 * opening it would only expose the submissions.
 */
export interface ListenAddress {
  /** For `server.listen`; undefined = every address (Node's default). */
  host: string | undefined
  /** Other computers can reach the site. */
  network: boolean
}

export const LOOPBACK = '127.0.0.1'

const isLoopback = (host: string) => host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host)

/** Reads `npm start`'s arguments (after `--`); anything else stops it with a Polish message. */
export function listenAddress(args: string[]): ListenAddress {
  let host: string | undefined = LOOPBACK
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!
    if (arg === '--host') {
      const next = args[index + 1]
      host = next !== undefined && !next.startsWith('-') ? next : undefined
      if (host !== undefined) index++
    } else if (arg.startsWith('--host=')) {
      host = arg.slice('--host='.length) || undefined
    } else {
      throw new Error(
        `Nieznana opcja „${arg}”. npm start przyjmuje tylko --host (stronę zobaczą wtedy inne urządzenia w sieci), np. npm start -- --host. Porty wybierają zmienne PORT i FORM_SERVICE_PORT, np. PORT=3005 FORM_SERVICE_PORT=3006 npm start.`,
      )
    }
  }
  return { host, network: host === undefined || !isLoopback(host) }
}

/** The addresses other devices can open the site at: this computer's IPv4 addresses in its networks. */
export function networkUrls(address: ListenAddress, port: number, base: string): string[] {
  if (!address.network) return []
  if (!everyAddress(address.host)) return [`http://${urlHost(address.host)}:${port}${base}`]
  return Object.values(networkInterfaces())
    .flat()
    .filter((info) => info !== undefined && info.family === 'IPv4' && !info.internal)
    .map((info) => `http://${info!.address}:${port}${base}`)
}

const urlHost = (host: string) => (host.includes(':') ? `[${host}]` : host)

const everyAddress = (host: string | undefined) => host === undefined || host === '0.0.0.0' || host === '::'

/** The site's address on this computer: 127.0.0.1 unless it listens on one address only. */
function ownUrl(address: ListenAddress, port: number, base: string): string {
  return `http://${everyAddress(address.host) ? LOOPBACK : urlHost(address.host!)}:${port}${base}`
}

/** What `npm start` prints once both servers listen, in Polish: where the site is and who can open it. */
export function startMessages({
  address,
  port,
  formPort,
  base,
  networkAt,
}: {
  address: ListenAddress
  port: number
  formPort: number
  base: string
  networkAt: string[]
}): string[] {
  const forms = `Lokalny serwis formularzy: http://localhost:${formPort} (tylko na tym komputerze; zgłoszenia zapisuje w .data/submissions.jsonl)`
  if (!address.network) {
    return [
      forms,
      `Strona działa pod adresem ${ownUrl(address, port, base)} (tylko na tym komputerze; aby otworzyć ją na innych urządzeniach w sieci, uruchom npm start -- --host)`,
    ]
  }
  return [
    forms,
    everyAddress(address.host)
      ? `Strona działa pod adresem ${ownUrl(address, port, base)} i jest dostępna w sieci (--host)${networkAt.length ? `: ${networkAt.join(', ')}` : ''}`
      : `Strona działa pod adresem ${ownUrl(address, port, base)}, dostępnym w sieci (--host)`,
    'Uwaga: stronę może otworzyć każdy w tej sieci. Formularze wysłane z innego urządzenia nie dotrą do lokalnego serwisu formularzy, bo działa on tylko na tym komputerze.',
  ]
}

/** Starts the form stand-in and the static server on the given ports and address; resolves once both listen. */
export async function startLocalServers({
  distDir,
  base,
  port,
  formPort,
  address,
  logFile,
  replyDelayMs = 0,
}: {
  distDir: string
  base: string
  port: number
  formPort: number
  address: ListenAddress
  logFile?: string
  /** The stand-in answers this late (FORM_REPLY_DELAY_MS), to see by hand what a visitor sees when the service is slow. */
  replyDelayMs?: number
}): Promise<{ site: Server; forms: Server }> {
  const forms = createFormService({ forms: formServiceRules(), replyDelayMs, ...(logFile ? { logFile } : {}) })
  const site = createStaticServer(distDir, { base })
  await listen(forms, formPort, LOOPBACK)
  await listen(site, port, address.host)
  return { site, forms }
}

/**
 * Whether something already listens on `port` at `host`. `npm start` asks before it builds: a second one
 * started beside the first rebuilt the folder the first was serving, its forms pointed at the second's
 * form port, and only then found the port taken (a deployer's trial).
 */
export async function portTaken(port: number, host: string | undefined): Promise<boolean> {
  const probe = createServer()
  try {
    await listen(probe, port, host)
    return false
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') return true
    throw error
  } finally {
    if (probe.listening) await new Promise((closed) => probe.close(closed))
  }
}

function listen(server: Server, port: number, host: string | undefined): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve(server.address() as AddressInfo)
    })
  })
}
