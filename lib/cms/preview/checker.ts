import type { Problem } from '../../check/problem.ts'
import type { BuiltSite } from './checkEntry.ts'
import type { CheckRequest } from './checkWorker.ts'

interface Waiting {
  site: BuiltSite
  request: CheckRequest
  resolve: (problems: Problem[]) => void
  reject: (error: Error) => void
}

/**
 * The check of an entry in /admin/check-worker.js: one question at a time;
 * while one is answered, only the newest waits (a worker typing asks once per
 * key, and only the text as it is now is worth checking). A question
 * overtaken so is refused.
 */
export class Checker {
  private readonly worker: Worker
  private sent: BuiltSite | undefined
  private waiting: Waiting | undefined
  private busy: Waiting | undefined

  constructor(script: string) {
    this.worker = new Worker(script)
    this.worker.onmessage = ({ data }: MessageEvent<Problem[]>) => this.answered((busy) => busy.resolve(data))
    this.worker.onerror = (event) => {
      event.preventDefault()
      this.answered((busy) => busy.reject(new Error(event.message)))
    }
  }

  check(site: BuiltSite, file: string, text: string, today: string): Promise<Problem[]> {
    this.waiting?.reject(new Error('overtaken by a newer question'))
    return new Promise((resolve, reject) => {
      this.waiting = { site, request: { file, text, today }, resolve, reject }
      this.next()
    })
  }

  private answered(settle: (busy: Waiting) => void) {
    const busy = this.busy
    this.busy = undefined
    if (busy) settle(busy)
    this.next()
  }

  private next() {
    if (this.busy || !this.waiting) return
    const { site, request } = (this.busy = this.waiting)
    this.waiting = undefined
    // The site (thousands of lines) crosses to the worker only when it changed: the data the CMS holds were read.
    this.worker.postMessage(site === this.sent ? request : { ...request, site })
    this.sent = site
  }
}
