import { describe, expect, test } from 'vitest'
import { transportSchema } from '../../../lib/schemas/transportSchema.ts'
import { problems } from './schemaProblems.ts'

describe('text, not numbers, as the browser editor writes it', () => {
  test('transport.yaml: line numbers', () => {
    const check = (lines: unknown[]) =>
      problems('transport.yaml', transportSchema, { transport: [{ type: 'Autobus', stops: [{ name: 'Przykładowa', lines }] }] })
    expect(check(['128', 'M1'])).toEqual([])
    expect(check([128])).toEqual([
      'content/data/transport.yaml: pole "transport [wiersz 1].stops [wiersz 1: Przykładowa].lines [wiersz 1]" ma być numerem linii w cudzysłowie, np. "128" albo "M1"',
    ])
  })
})
