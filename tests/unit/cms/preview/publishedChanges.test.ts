import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { parseYaml } from '../../../../lib/data/parseYaml.ts'
import { publishedChanges } from '../../../../lib/cms/preview/publishedChanges.ts'
import { dataSchemas } from '../../../../lib/schemas/dataSchemas.ts'
import { faqCategories, type FaqCategory } from '../../../../lib/schemas/faqSchema.ts'
import { frozenFile } from '../../../frozenSite.ts'

type Lab = { categories: { title: string; items: { name: string; price: string }[] }[] }
const lab = () => structuredClone(parseYaml(readFileSync(frozenFile('content/data/labTests.yaml'), 'utf8'))) as Lab
const schema = dataSchemas['labTests.yaml']!

describe('the preview of a data file says what the site shows now beside what the form changes (issue 43: a way back)', () => {
  test('nothing changed: nothing to say', () => {
    expect(publishedChanges(schema, lab(), lab())).toEqual([])
  })

  test('a changed price: the field by its labels and the row by its name, the published price and the new one', () => {
    const published = lab()
    const now = lab()
    const item = now.categories[1]!.items[0]!
    const before = item.price
    item.price = '999 zł'
    const [change, ...rest] = publishedChanges(schema, published, now)
    expect(rest).toEqual([])
    expect(change).toEqual({ where: expect.stringContaining(`${item.name} › Cena`), published: before, now: '999 zł' })
    expect(change!.where).toContain(now.categories[1]!.title)
  })

  test('a row added in the middle of a list is one new row, not every row after it changed; a removed row is one line', () => {
    const published = lab()
    const now = lab()
    now.categories[0]!.items.splice(1, 0, { name: 'Badanie nowe', price: '10 zł' })
    expect(publishedChanges(schema, published, now)).toEqual([{ where: expect.stringMatching(/Badanie nowe \(nowy wiersz\)$/), now: 'Badanie nowe, 10 zł' }])
    const removed = lab()
    const gone = removed.categories[0]!.items.splice(2, 1)[0]!
    expect(publishedChanges(schema, published, removed)).toEqual([
      { where: expect.stringMatching(new RegExp(`${gone.name.replace(/[()]/g, '\\$&')} \\(usunięty wiersz\\)$`)), published: `${gone.name}, ${gone.price}` },
    ])
  })

  test('rows with no id or name (synonyms): one removed is one line, one edited where it stands is its one field', () => {
    const synonyms = dataSchemas['synonyms.yaml']!
    type Synonyms = { synonyms: { words: string; finds: string }[] }
    const read = () => structuredClone(parseYaml(readFileSync(frozenFile('content/data/synonyms.yaml'), 'utf8'))) as Synonyms
    const published = read()
    expect(published.synonyms.length).toBeGreaterThan(3)
    const removed = read()
    const gone = removed.synonyms.splice(1, 1)[0]!
    expect(publishedChanges(synonyms, published, removed)).toEqual([
      { where: expect.stringMatching(/\(usunięty wiersz\)$/), published: `${gone.words}, ${gone.finds}` },
    ])
    const edited = read()
    edited.synonyms[2]!.finds = 'coś innego'
    expect(publishedChanges(synonyms, published, edited)).toEqual([{ where: expect.any(String), published: published.synonyms[2]!.finds, now: 'coś innego' }])
    // Both at once: the removed row, and the edited one (now one place higher) as its field.
    removed.synonyms[2]!.finds = 'coś innego'
    expect(publishedChanges(synonyms, published, removed)).toEqual([
      { where: expect.any(String), published: published.synonyms[3]!.finds, now: 'coś innego' },
      { where: expect.stringMatching(/\(usunięty wiersz\)$/), published: `${gone.words}, ${gone.finds}` },
    ])
  })

  test('a category renamed in its place is one changed title, not every test in it removed and added again', () => {
    const published = lab()
    const now = lab()
    const category = now.categories[1]!
    const before = category.title
    category.title = `${before} i inne`
    expect(publishedChanges(schema, published, now)).toEqual([
      { where: expect.stringMatching(/› Nazwa kategorii$|› [^›]+$/), published: before, now: `${before} i inne` },
    ])
    // Renamed and a test added in it: the title and the one new test.
    category.items.push({ name: 'Badanie nowe', price: '10 zł' })
    expect(publishedChanges(schema, published, now).map((change) => change.now)).toEqual([`${before} i inne`, 'Badanie nowe, 10 zł'])
  })

  test("a FAQ question added in the middle is one new row: the FAQ's rows are known by their question", () => {
    const faqSchema = dataSchemas['faq.yaml']!
    type Faq = { questions: { question: string }[] }
    const published = parseYaml(readFileSync(frozenFile('content/data/faq.yaml'), 'utf8')) as Faq
    const now = structuredClone(published)
    const added = { ...now.questions[0]!, question: 'Czy pytanie dodane w środku listy jest jednym nowym wierszem?' }
    now.questions.splice(1, 0, added)
    const changes = publishedChanges(faqSchema, published, now)
    expect(changes).toHaveLength(1)
    expect(changes[0]!.where).toMatch(/\(nowy wiersz\)$/)
    expect(changes[0]!.now).toContain(added.question)
  })

  test('a FAQ question dragged to another place is one moved row with both places; nothing else changed', () => {
    const faqSchema = dataSchemas['faq.yaml']!
    type Faq = { questions: { question: string }[] }
    const published = parseYaml(readFileSync(frozenFile('content/data/faq.yaml'), 'utf8')) as Faq
    const now = structuredClone(published)
    const [moved] = now.questions.splice(0, 1)
    now.questions.splice(3, 0, moved!)
    const changes = publishedChanges(faqSchema, published, now)
    expect(changes).toEqual([{ where: expect.stringMatching(/\(przeniesiony wiersz\)$/), published: 'pozycja 1', now: 'pozycja 4' }])
    expect(changes[0]!.where).toContain(moved!.question)
    // Two rows swapped: one of them is said to have moved (the other kept its order against the rest).
    const swapped = structuredClone(published)
    ;[swapped.questions[1], swapped.questions[2]] = [swapped.questions[2]!, swapped.questions[1]!]
    expect(publishedChanges(faqSchema, published, swapped)).toHaveLength(1)
  })

  // An office worker read a new, empty row as '„(puste), (puste)”' and a FAQ category as 'badania', the file's code.
  test("values as the form shows them: a choice by its label, a list of pages by the list's words, an empty new row as one", () => {
    const faqSchema = dataSchemas['faq.yaml']!
    type Faq = { questions: { question: string; category: string }[] }
    const published = parseYaml(readFileSync(frozenFile('content/data/faq.yaml'), 'utf8')) as Faq
    const now = structuredClone(published)
    const first = now.questions[0]!
    const before = first.category
    first.category = before === 'badania' ? 'szczepienia' : 'badania'
    expect(publishedChanges(faqSchema, published, now)).toEqual([
      { where: expect.stringContaining('Kategoria'), published: faqCategories[before as FaqCategory], now: faqCategories[first.category as FaqCategory] },
    ])
    now.questions.push({ question: '', category: '' } as Faq['questions'][number])
    expect(publishedChanges(faqSchema, published, now).at(-1)).toEqual({ where: expect.stringMatching(/\(nowy wiersz\)$/), now: '(pusty wiersz)' })

    const noticesSchema = dataSchemas['notices.yaml']!
    const notice = { text: 'Przychodnia nieczynna.', lastDay: '2099-01-01', pages: ['wszystkie', '/kontakt'] }
    expect(publishedChanges(noticesSchema, { notices: [] }, { notices: [notice] })).toEqual([
      { where: expect.stringMatching(/\(nowy wiersz\)$/), now: 'Przychodnia nieczynna., 2099-01-01, Wszystkie strony, /kontakt' },
    ])
  })

  test('at most `limit` changes', () => {
    const published = lab()
    const now = lab()
    for (const category of now.categories) for (const item of category.items) item.price = '1 zł'
    expect(publishedChanges(schema, published, now, 5)).toHaveLength(5)
  })
})
