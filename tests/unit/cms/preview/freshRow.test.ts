import { expect, test } from 'vitest'
import { inFreshRow, withoutFreshRows } from '../../../../lib/cms/preview/freshRow.ts'

const values = {
  questions: [
    { question: 'Czy mogę się zaszczepić?', answer: 'Tak.', category: 'szczepienia' },
    { question: '', answer: '', category: undefined, quickLink: false, tags: [] },
    { question: 'Nowe pytanie', answer: '' },
  ],
  categories: [
    {
      title: 'Tarczyca',
      items: [
        { name: 'TSH', price: '35 zł' },
        { name: ' ', price: '' },
      ],
    },
  ],
  title: '',
}

test('a row just added, nothing typed into it: its fields are in a fresh row', () => {
  expect(inFreshRow(values, 'questions.1.answer')).toBe(true)
  expect(inFreshRow(values, 'questions.1.category')).toBe(true)
  expect(inFreshRow(values, 'categories.0.items.1.price')).toBe(true)
})

test('a row with anything typed, a row that is not there, a field outside any list: not fresh', () => {
  expect(inFreshRow(values, 'questions.2.answer')).toBe(false)
  expect(inFreshRow(values, 'questions.0.answer')).toBe(false)
  expect(inFreshRow(values, 'questions.7.answer')).toBe(false)
  expect(inFreshRow(values, 'title')).toBe(false)
  // The category holds a filled row: only its rows can be fresh.
  expect(inFreshRow(values, 'categories.0.title')).toBe(false)
})

test('what the preview draws: the values without the rows nothing has been typed into, all else as it is', () => {
  expect(withoutFreshRows(values)).toEqual({
    questions: [
      { question: 'Czy mogę się zaszczepić?', answer: 'Tak.', category: 'szczepienia' },
      { question: 'Nowe pytanie', answer: '' },
    ],
    categories: [{ title: 'Tarczyca', items: [{ name: 'TSH', price: '35 zł' }] }],
    title: '',
  })
  expect(withoutFreshRows({ items: ['Szczepienie', ''] })).toEqual({ items: ['Szczepienie'] })
})
