import { z } from 'zod'
import { text } from './fields.ts'

/** content/data/history.yaml: milestones (spec section 3: year, title, description). */
export const historySchema = z.strictObject({
  milestones: z
    .array(
      z.strictObject({
        /** A year or a span, e.g. "2009" or "2010–2014". */
        year: z.union([z.int().min(1900).max(2100), z.string().regex(/^\d{4}(–\d{4})?$/, 'ma być rokiem albo okresem, np. "2010–2014"')]),
        title: text,
        description: text,
      }),
    )
    .min(1),
})

/** content/data/transport.yaml: how to get here (spec section 3: type, stops with lines). */
export const transportSchema = z.strictObject({
  transport: z
    .array(
      z.strictObject({
        /** e.g. "Autobus", "Tramwaj", "Metro". */
        type: text,
        stops: z.array(z.strictObject({ name: text, lines: z.array(z.union([text, z.int()])).min(1) })).min(1),
      }),
    )
    .min(1),
})
