import { z } from 'zod'
import { type ComponentEntry, link, plain } from '../../../lib/content/componentEntry.ts'

/** <Card>'s entry in the registry (lib/content/componentRegistry.ts): what editors read of it, its attributes' schema. */
export const entry = {
  description: 'Jeden kafelek wewnątrz `<Cards>`: tytuł, opis w środku i opcjonalny odnośnik.',
  example:
    '<Cards>\n  <Card title="Szczepienia" href="/szczepienia">Szczepienia dzieci i dorosłych.</Card>\n  <Card title="Cennik" href="/cennik">Ceny wizyt i badań.</Card>\n</Cards>',
  props: () => z.strictObject({ title: plain('Tytuł kafelka.'), href: link('Adres, do którego prowadzi kafelek, np. `/szczepienia`.').optional() }),
} satisfies ComponentEntry
