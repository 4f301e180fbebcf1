import { expect, test } from 'vitest'
import { combinedFix } from '../../../../lib/cms/preview/combinedFix.ts'

const from = 'Zabierz ze sobą:\n• dowód osobisty,\n• książeczkę szczepień,\n• skierowanie.\n'
const bullet = (line: number) => {
  const lines = from.split('\n')
  lines[line] = lines[line]!.replace('• ', '- ')
  return { from, to: lines.join('\n') }
}

test('the bullets of one pasted list, fixed one line each, are made together', () => {
  expect(combinedFix([bullet(1), bullet(2), bullet(3)])).toEqual({ from, to: from.replaceAll('• ', '- ') })
  expect(combinedFix([bullet(3), bullet(1)])).toEqual({ from, to: from.replace('• dowód', '- dowód').replace('• skier', '- skier') })
  expect(combinedFix([bullet(2)])).toEqual(bullet(2))
})

test('fixes from different values, or whose changes meet, are not made together', () => {
  expect(combinedFix([bullet(1), { from: `${from}x`, to: from }])).toBeUndefined()
  expect(
    combinedFix([
      { from: 'abc', to: 'aXc' },
      { from: 'abc', to: 'aYc' },
    ]),
  ).toBeUndefined()
  expect(combinedFix([])).toBeUndefined()
})
