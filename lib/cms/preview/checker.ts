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
 * overtaken so is refused. The question last answered is answered again at
 * once: the CMS draws a preview many times while a form opens or is scrolled,
 * with nothing changed (ten checks of 200 ms for the vaccine prices' form).
 */
export class Checker {
  private readonly worker: Worker
  private sent: BuiltSite | undefined
  private waiting: Waiting | undefined
  private busy: Waiting | undefined
  private last: { site: BuiltSite; request: CheckRequest; problems: Problem[] } | undefined

  constructor(script: string) {
    this.worker = new Worker(script)
    this.worker.onmessage = ({ data }: MessageEvent<Problem[]>) =>
      this.answered((busy) => {
        this.last = { site: busy.site, request: busy.request, problems: data }
        busy.resolve(data)
      })
    this.worker.onerror = (event) => {
      event.preventDefault()
      this.answered((busy) => busy.reject(new Error(event.message)))
    }
  }

  check(site: BuiltSite, file: string, text: string, today: string): Promise<Problem[]> {
    this.waiting?.reject(new Error('overtaken by a newer question'))
    this.waiting = undefined
    const last = this.last
    if (last && last.site === site && last.request.file === file && last.request.text === text && last.request.today === today)
      return Promise.resolve(last.problems)
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
