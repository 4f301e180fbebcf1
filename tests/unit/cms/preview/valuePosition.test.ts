import { expect, test } from 'vitest'
import { valuePosition } from '../../../../lib/cms/preview/valuePosition.ts'

const file = [
  'questions:',
  '  - question: Czy trzeba być na czczo?',
  '    answer: |-',
  '      Na większość badań krwi tak.',
  '',
  '      Przed badaniem wypij szklankę wody.',
  '  - question: Gdzie jest parking?',
  '    answer: Przy wejściu od ulicy.',
  '  - question: Cytat',
  "    answer: 'Tak: w soboty.'",
  '',
].join('\n')

test('a place in a block text is counted as the text box counts: its line and column within the answer', () => {
  // The file's 6th line, 23rd column ('y' of 'wypij'): the answer's 3rd line, 17th column.
  expect(valuePosition(file, 'questions.0.answer', 6, 23)).toEqual({ line: 3, column: 17 })
  expect(valuePosition(file, 'questions.0.answer', 4, 7)).toEqual({ line: 1, column: 1 })
})

test('a one-line text without quotes: its column from the value', () => {
  expect(valuePosition(file, 'questions.1.answer', 8, 20)).toEqual({ line: 1, column: 8 })
})

test('no position where the file and the text box do not count alike, or the place is outside the value', () => {
  expect(valuePosition(file, 'questions.2.answer', 10, 15)).toBeUndefined()
  expect(valuePosition(file, 'questions.0.answer', 3, 5)).toBeUndefined()
  expect(valuePosition(file, 'questions.0.question', 2, 20)).toEqual({ line: 1, column: 6 })
  expect(valuePosition(file, 'questions.9.answer', 4, 7)).toBeUndefined()
})
