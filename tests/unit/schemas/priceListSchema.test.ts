import { describe, expect, test } from 'vitest'
import { formatIssues } from '../../../lib/check/formatIssues.ts'
import { priceListSchema } from '../../../lib/schemas/priceListSchema.ts'

describe('price list', () => {
  const file = (...categories: { id: string; items: { id?: string; name: string }[] }[]) => ({
    includedWithVaccination: { title: 'Bez dopłat', items: ['Kwalifikacja'] },
    categories: categories.map((category) => ({ ...category, title: category.id, items: category.items.map((item) => ({ ...item, price: '50 zł' })) })),
  })
  const problems = (data: unknown) => {
    const result = priceListSchema.safeParse(data)
    return result.success ? [] : formatIssues('content/data/priceList.yaml', result.error.issues, data)
  }

  test('categories are a list named by id; a price id may stand once in the whole file', () => {
    expect(
      problems(
        file({ id: 'konsultacje', items: [{ id: 'porada', name: 'Porada' }, { name: 'Bez nazwy ceny' }] }, { id: 'inne', items: [{ name: 'Bez nazwy ceny' }] }),
      ),
    ).toEqual([])
    expect(
      problems(file({ id: 'konsultacje', items: [{ id: 'porada', name: 'Porada' }] }, { id: 'inne', items: [{ id: 'porada', name: 'Porada 2' }] })),
    ).toEqual([
      'content/data/priceList.yaml: pole "categories [wiersz 2: inne].items [wiersz 1: Porada 2].id" powtarza nazwę ceny „porada” z kategorii „konsultacje”; każda nazwa może wystąpić tylko raz',
    ])
    expect(problems(file({ id: 'inne', items: [{ name: 'A' }] }, { id: 'inne', items: [{ name: 'B' }] }))).toEqual([
      'content/data/priceList.yaml: pole "categories [wiersz 2: inne].id" powtarza nazwę „inne” z wiersza 1; każda nazwa może wystąpić tylko raz',
    ])
  })
})
