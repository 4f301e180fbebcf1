import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { revealWatch } from '../../../../lib/cms/preview/revealWatch.ts'

/**
 * The walk to a field on a slow office computer: the clock and the editor's
 * actions are played by the test (a window that keeps its listeners, a clock
 * that moves when told), so a case says what happens at which moment.
 */
const entry = '#/collections/dane/entries/faq'
let now: number
let listeners: Map<string, (event: { isTrusted: boolean }) => void>
const place = { hash: '' }
const act = (type: string, isTrusted = true) => listeners.get(type)?.({ isTrusted })

beforeEach(() => {
  now = 1000
  listeners = new Map()
  place.hash = entry
  vi.spyOn(performance, 'now').mockImplementation(() => now)
  vi.stubGlobal('location', place)
  vi.stubGlobal('window', {
    addEventListener: (type: string, listener: (event: { isTrusted: boolean }) => void) => listeners.set(type, listener),
    removeEventListener: (type: string) => listeners.delete(type),
  })
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

test('the walk has its time from when the form came, however long the entry took to open', () => {
  const watch = revealWatch(entry, { arrivalMs: 60_000, walkMs: 30_000 })
  now += 45_000
  expect(watch.goOn(false)).toBe(true)
  expect(watch.formSince()).toBeUndefined()
  expect(watch.goOn(true)).toBe(true)
  expect(watch.formSince()).toBe(now)
  now += 29_000
  expect(watch.goOn(true)).toBe(true)
  now += 2000
  expect(watch.goOn(true)).toBe(false)
})

test('a form that never comes is given up once arrivalMs have passed, and then for good', () => {
  const watch = revealWatch(entry, { arrivalMs: 60_000, walkMs: 30_000 })
  now += 60_001
  expect(watch.goOn(false)).toBe(false)
  expect(watch.goOn(true)).toBe(false)
  expect(listeners.size).toBe(0)
})

test("another entry's form does not count: the hash must be the entry's", () => {
  place.hash = '#/collections/dane'
  const watch = revealWatch(entry)
  expect(watch.goOn(true)).toBe(true)
  expect(watch.formSince()).toBeUndefined()
  place.hash = entry
  expect(watch.goOn(true)).toBe(true)
  expect(watch.formSince()).toBe(now)
})

test('leaving the entry once its form came ends the walk; coming back does not start it again', () => {
  const watch = revealWatch(entry)
  expect(watch.goOn(true)).toBe(true)
  place.hash = '#/collections/dane/entries/labTests'
  expect(watch.goOn(true)).toBe(false)
  place.hash = entry
  expect(watch.goOn(true)).toBe(false)
})

test.each(['pointerdown', 'keydown', 'wheel', 'touchstart'])("the editor's own %s ends the walk, wherever they are", (type) => {
  const watch = revealWatch(entry)
  expect(watch.goOn(false)).toBe(true)
  act(type)
  expect(watch.goOn(true)).toBe(false)
  expect(listeners.size).toBe(0)
})

test("an event the page sends itself (the CMS's, the walk's own) is not the editor's: the walk goes on", () => {
  const watch = revealWatch(entry)
  for (const type of ['pointerdown', 'keydown', 'wheel', 'touchstart']) act(type, false)
  expect(watch.goOn(true)).toBe(true)
})

test('end() stops the watching of the editor: no listener is left behind', () => {
  const watch = revealWatch(entry)
  expect(listeners.size).toBe(4)
  watch.end()
  expect(listeners.size).toBe(0)
  expect(watch.goOn(true)).toBe(false)
})
