import { expect, test } from 'vitest'
import type { Problem } from '../../../../lib/check/problem.ts'
import { pastNoticeAdded } from '../../../../lib/cms/preview/pastNoticeAdded.ts'

const past = (index: number): Problem => ({
  file: 'content/data/notices.yaml',
  line: 3 + index * 4,
  column: 14,
  rule: 'komunikat-po-terminie',
  severity: 'warning',
  message: 'komunikat był aktualny do 2025-12-26; strony już go nie pokazują',
  fix: 'Usuń ten komunikat z listy albo wpisz nowy ostatni dzień',
})
const old = { text: '11 listopada przychodnia jest nieczynna.', lastDay: '2026-11-11', pages: ['wszystkie'] }
const typed = { text: 'W Wigilię przychodnia jest nieczynna.', lastDay: '2025-12-26', pages: ['wszystkie'] }

test('a notice added with a past last day is an error in the form; one the published site has keeps the warning', () => {
  const published = { notices: [old] }
  const values = { notices: [old, typed] }
  expect(pastNoticeAdded(past(0), 'notices.0.lastDay', values, published)).toEqual(past(0))
  expect(pastNoticeAdded(past(1), 'notices.1.lastDay', values, published)).toEqual({
    ...past(1),
    severity: 'error',
    message: 'ostatni dzień komunikatu, 2025-12-26, już minął: strony nie pokażą go ani razu',
    fix: 'Wpisz dzień nie wcześniejszy niż dzisiaj (sprawdź rok)',
  })
  // A published notice whose day was changed to a past one is an error too; so is any on a site with none published.
  expect(pastNoticeAdded(past(0), 'notices.0.lastDay', { notices: [{ ...old, lastDay: '2025-11-11' }] }, published).severity).toBe('error')
  expect(pastNoticeAdded(past(0), 'notices.0.lastDay', { notices: [typed] }, undefined).severity).toBe('error')
  // Other rules and other fields are left as they are.
  expect(pastNoticeAdded({ ...past(1), rule: 'komunikat' }, 'notices.1.lastDay', values, published).severity).toBe('warning')
  expect(pastNoticeAdded(past(1), 'notices.1.text', values, published).severity).toBe('warning')
})
