import faqYaml from '../../content/data/faq.yaml'
import { faqSchema } from '../schemas/faqSchema.ts'

/** The FAQ's questions (content/data/faq.yaml), put into the pages that place them (lib/content/faqQuestions.ts). */
export const faqQuestions = faqSchema.parse(faqYaml).questions
