import { z } from 'zod'
import { type ComponentEntry, oneOf, get, listOf } from '../../../lib/content/componentEntry.ts'
import { faqCategories } from '../../../lib/schemas/faqSchema.ts'
import { faqAnchor } from '../../../lib/content/faqQuestions.ts'

// Replaced by the category's questions before the page is compiled (lib/content/faqQuestions.ts): their anchors are the page's.
/** <FaqQuestions>'s entry in the registry (lib/content/componentRegistry.ts): what editors read of it, its attributes' schema, the ids it renders. */
export const entry = {
  description: 'Pytania jednej kategorii z `faq.yaml`, każde jako nagłówek `###` z odpowiedzią. Znacznik stoi sam w linii.',
  example: '<FaqQuestions category="wizyty" />',
  props: () => z.strictObject({ category: oneOf(Object.keys(faqCategories), 'Kategoria pytań z `faq.yaml`.') }),
  anchors: (props, data) =>
    listOf(get(data, 'faq.yaml', 'questions'))
      .filter((entry) => props.category?.includes(String((entry as { category?: unknown })?.category)))
      .map((entry) => faqAnchor(String((entry as { question?: unknown })?.question))),
  anchorsFrom: 'faq.yaml',
} satisfies ComponentEntry
