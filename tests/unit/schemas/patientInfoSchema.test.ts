import { describe, expect, test } from 'vitest'
import { patientInfoSchema } from '../../../lib/schemas/patientInfoSchema.ts'
import { problems } from './schemaProblems.ts'

describe('named entries are lists with an id, each id once', () => {
  test('patientInfo.yaml: topics', () => {
    const check = (topics: unknown) => problems('patientInfo.yaml', patientInfoSchema, { topics })
    expect(
      check([
        { id: 'co-zabrac', items: ['dowód'] },
        { id: 'platnosc', text: 'Kartą.' },
      ]),
    ).toEqual([])
    expect(check([{ id: 'platnosc', text: 'Kartą.' }, { id: 'gotowka', text: 'Gotówką.' }, { id: 'pusty' }])).toEqual([
      'content/data/patientInfo.yaml: pole "topics [wiersz 3: pusty]" ma mieć tekst (text), listę (items) albo oba',
    ])
    expect(
      check([
        { id: 'platnosc', text: 'Kartą.' },
        { id: 'platnosc', text: 'Gotówką.' },
      ]),
    ).toEqual([
      'content/data/patientInfo.yaml: pole "topics [wiersz 2: platnosc].id" powtarza nazwę „platnosc” z wiersza 1; każda nazwa może wystąpić tylko raz',
    ])
  })
})
