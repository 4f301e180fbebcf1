import { describe, expect, test } from 'vitest'
import { historySchema } from '../../../lib/schemas/historySchema.ts'
import { problems } from './schemaProblems.ts'

describe('text, not numbers, as the browser editor writes it', () => {
  test('history.yaml: a year or a span', () => {
    const check = (year: unknown) => problems('history.yaml', historySchema, { milestones: [{ year, title: 'Otwarcie', description: 'Otwarto przychodnię.' }] })
    expect(check('2009')).toEqual([])
    expect(check('2010–2014')).toEqual([])
    expect(check(2009)).toEqual([
      'content/data/history.yaml: pole "milestones [wiersz 1: Otwarcie].year" ma być rokiem albo okresem w cudzysłowie, np. "2009" albo "2010–2014"',
    ])
  })
})
