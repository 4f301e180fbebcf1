import { type ComponentEntry, noProps } from '../../../lib/content/componentEntry.ts'

/** <Cards>'s entry in the registry (lib/content/componentRegistry.ts): what editors read of it, its attributes' schema. */
export const entry = {
  description:
    'Kafelki obok siebie, w rzędach (np. oferta na stronie głównej); w środku znaczniki `<Card>`. Kafelków może być dowolnie wiele: te z ostatniego rzędu poszerzają się do pełnej szerokości.',
  example: '<Cards>\n  <Card title="Szczepienia" href="/szczepienia">Szczepienia dzieci i dorosłych.</Card>\n</Cards>',
  props: noProps,
} satisfies ComponentEntry
