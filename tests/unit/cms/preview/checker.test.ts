import { afterAll, expect, test, vi } from 'vitest'
import type { Problem } from '../../../../lib/check/problem.ts'
import type { BuiltSite } from '../../../../lib/cms/preview/checkEntry.ts'
import { Checker } from '../../../../lib/cms/preview/checker.ts'

/** A stand-in for the check's worker: it keeps each question and answers when told. */
class FakeWorker {
  static last: FakeWorker
  posted: unknown[] = []
  onmessage: ((event: { data: Problem[] }) => void) | undefined
  onerror: unknown
  constructor() {
    FakeWorker.last = this
  }
  postMessage(message: unknown) {
    this.posted.push(message)
  }
  answer(problems: Problem[]) {
    this.onmessage?.({ data: problems })
  }
}
vi.stubGlobal('Worker', FakeWorker)
// The unit project shares one process between files (isolate: false): the stand-in goes with this file.
afterAll(() => vi.unstubAllGlobals())

const site = { pages: [], dataFiles: [], otherFiles: [], publicFiles: [] } as BuiltSite
const problem = { file: 'content/o-nas.mdx', line: 1, column: 1, message: 'm', fix: 'f', rule: 'reklama', severity: 'error' } as Problem

test('the question last answered is answered again at once, without the worker; a changed one asks it', async () => {
  const checker = new Checker('check-worker.js')
  const worker = FakeWorker.last
  const first = checker.check(site, 'content/o-nas.mdx', 'Tekst.', '2026-11-28')
  worker.answer([problem])
  await expect(first).resolves.toEqual([problem])
  expect(worker.posted).toHaveLength(1)

  await expect(checker.check(site, 'content/o-nas.mdx', 'Tekst.', '2026-11-28')).resolves.toEqual([problem])
  expect(worker.posted).toHaveLength(1)

  const changed = checker.check(site, 'content/o-nas.mdx', 'Tekst zmieniony.', '2026-11-28')
  expect(worker.posted).toHaveLength(2)
  worker.answer([])
  await expect(changed).resolves.toEqual([])
  // Another day is another question (a notice past its last day).
  void checker.check(site, 'content/o-nas.mdx', 'Tekst zmieniony.', '2026-11-29')
  expect(worker.posted).toHaveLength(3)
})

test('a question overtaken while another is answered is refused; the newest is asked next', async () => {
  const checker = new Checker('check-worker.js')
  const worker = FakeWorker.last
  const busy = checker.check(site, 'f', 'a', 'd')
  const overtaken = checker.check(site, 'f', 'b', 'd')
  const newest = checker.check(site, 'f', 'c', 'd')
  await expect(overtaken).rejects.toThrow('overtaken')
  worker.answer([])
  await expect(busy).resolves.toEqual([])
  expect((worker.posted.at(-1) as { text: string }).text).toBe('c')
  worker.answer([problem])
  await expect(newest).resolves.toEqual([problem])
})
