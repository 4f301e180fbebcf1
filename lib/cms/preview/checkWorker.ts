// /admin/check-worker.js: the content check of the entry being edited, off the
// page's thread, so typing never waits for it (lib/cms/preview/checker.ts
// asks; buildPreview.ts builds it from the check's own sources).
import { checkEntry, type BuiltSite } from './checkEntry.ts'

/** One question: the site (sent when it changes), the entry's file and text, and today's date. */
export interface CheckRequest {
  site?: BuiltSite
  file: string
  text: string
  today: string
}

let site: BuiltSite | undefined

self.onmessage = ({ data }: MessageEvent<CheckRequest>) => {
  site = data.site ?? site
  self.postMessage(site ? checkEntry(site, data.file, data.text, data.today) : [])
}
