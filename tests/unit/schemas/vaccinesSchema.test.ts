import { describe, expect, test } from 'vitest'
import { vaccinesSchema } from '../../../lib/schemas/vaccinesSchema.ts'
import { problems } from './schemaProblems.ts'

describe('named entries are lists with an id, each id once', () => {
  test('vaccines.yaml: intervals', () => {
    const vaccine = { name: 'Grypa', info: 'Co roku.' }
    const file = (intervals: unknown) => ({
      travelAvailable: ['Stamaril (żółta gorączka)'],
      children: { mandatory: [vaccine], recommended: [vaccine] },
      infantCalendar: [{ age: '2. miesiąc', vaccines: [vaccine] }],
      pregnancy: [{ name: 'Grypa', timing: 'W każdym trymestrze', benefits: 'Chroni.', refunded: false }],
      intervals,
    })
    expect(problems('vaccines.yaml', vaccinesSchema, file([{ id: 'po-antybiotyku', value: '7–14 dni' }]))).toEqual([])
    expect(
      problems(
        'vaccines.yaml',
        vaccinesSchema,
        file([
          { id: 'po-antybiotyku', value: '7–14 dni' },
          { id: 'po-antybiotyku', value: '4–6 tygodni' },
        ]),
      ),
    ).toEqual([
      'content/data/vaccines.yaml: pole "intervals [wiersz 2: po-antybiotyku].id" powtarza nazwę „po-antybiotyku” z wiersza 1; każda nazwa może wystąpić tylko raz',
    ])
  })
})
