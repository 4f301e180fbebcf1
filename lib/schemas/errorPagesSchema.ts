import { z } from 'zod'
import { text } from './fields.ts'

const errorText = z.strictObject({ title: text, lead: text })

/** content/data/errorPages.yaml: the texts of the 404 page and the error page. */
export const errorPagesSchema = z.strictObject({
  notFound: errorText,
  error: errorText,
  /** Shown before the phone number. */
  help: text,
  /** The link back to the home page. */
  backHome: text,
})
