import { z } from 'zod'
import { type ComponentEntry, link, variant } from '../../../lib/content/componentEntry.ts'

/** <Cta>'s entry in the registry (lib/content/componentRegistry.ts): what editors read of it, its attributes' schema. */
export const entry = {
  description: 'Przycisk-odnośnik; w środku jego napis. Samo `<Cta />` to przycisk „Umów szczepienie” prowadzący do /kontakt.',
  example: '<Cta href="/rezerwacja" variant="primary">Umów konsultację</Cta>',
  props: () => z.strictObject({ href: link('Adres, do którego prowadzi przycisk, np. `/rezerwacja`.').optional(), variant: variant() }),
} satisfies ComponentEntry
