import { describe, expect, test } from 'vitest'
import { navigationSchema } from '../../../lib/schemas/navigationSchema.ts'
import { problems } from './schemaProblems.ts'

describe('navigation.yaml', () => {
  const groups = { podstawowe: 'a', szczepienia: 'b', uslugi: 'c', placowka: 'd', pacjent: 'e', dokumenty: 'f' }
  const file = (main: unknown[], footer: unknown[] = []) => ({ main, booking: { label: 'Umów', href: '/rezerwacja' }, footer, siteMapGroups: groups })
  const check = (data: unknown) => problems('navigation.yaml', navigationSchema, data)

  test('a menu item is a link or a dropdown, and a dropdown link goes inside the site or to an address of clinic.yaml', () => {
    const dropdown = {
      label: 'Usługi',
      items: [
        { label: 'Cennik', href: '/cennik' },
        { label: 'Rehabilitacja', external: 'rehabilitationBookingUrl' },
      ],
    }
    expect(check(file([{ label: 'FAQ', href: '/faq' }, dropdown]))).toEqual([])
    expect(check(file([{ label: 'FAQ', href: '/faq', items: dropdown.items }, { label: 'Pusta' }]))).toEqual([
      'content/data/navigation.yaml: pole "main [wiersz 1: FAQ]" ma mieć albo adres (href), albo podmenu (items), jedno z nich',
      'content/data/navigation.yaml: pole "main [wiersz 2: Pusta]" ma mieć albo adres (href), albo podmenu (items), jedno z nich',
    ])
    expect(check(file([{ label: 'Usługi', items: [{ label: 'Rehabilitacja', href: '/rehabilitacja', external: 'rehabilitationBookingUrl' }] }]))).toEqual([
      'content/data/navigation.yaml: pole "main [wiersz 1: Usługi].items [wiersz 1: Rehabilitacja]" ma mieć albo adres na tej stronie (href), albo adres z clinic.yaml (external), jedno z nich',
    ])
  })

  test('a footer column has links or the quick contact; an unticked quick contact is false', () => {
    const links = [{ label: 'Historia', href: '/historia' }]
    expect(
      check(
        file(
          [],
          [
            { title: 'Placówka', links },
            { title: 'Szybki kontakt', quickContact: true },
            { title: 'Usługi', links, quickContact: false },
          ],
        ),
      ),
    ).toEqual([])
    expect(
      check(
        file(
          [],
          [
            { title: 'Pusta', quickContact: false },
            { title: 'Obie', links, quickContact: true },
          ],
        ),
      ),
    ).toEqual([
      'content/data/navigation.yaml: pole "footer [wiersz 1: Pusta]" ma mieć albo linki (links), albo zaznaczony szybki kontakt (quickContact: true), jedno z nich',
      'content/data/navigation.yaml: pole "footer [wiersz 2: Obie]" ma mieć albo linki (links), albo zaznaczony szybki kontakt (quickContact: true), jedno z nich',
    ])
  })
})
