import { expect, test } from 'vitest'
import { SEND_TIMES } from '../../../lib/forms/sendTimes.ts'

test('the waits: a notice at 10 s, cancelled at 60 s', () => {
  expect(SEND_TIMES).toEqual({ slowNoticeMs: 10_000, giveUpMs: 60_000 })
})
