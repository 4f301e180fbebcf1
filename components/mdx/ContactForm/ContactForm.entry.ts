import { type ComponentEntry, noProps } from '../../../lib/content/componentEntry.ts'

/** <ContactForm>'s entry in the registry (lib/content/componentRegistry.ts): what editors read of it, its attributes' schema. */
export const entry = { description: 'Formularz kontaktowy (pola z `forms.yaml`).', example: '<ContactForm />', props: noProps } satisfies ComponentEntry
