import { inCmsOrder } from '../cmsFormat.ts'
import { cmsYaml } from '../cmsYaml.ts'
import { frontmatterSchema } from '../../schemas/frontmatterSchema.ts'

/** A page's file as the editor will save it from its form: its fields in the editor's layout (lib/cms/cmsFormat.ts), then its text. */
export function pageFile(fields: Record<string, unknown>, body: string): string {
  return `---\n${cmsYaml(inCmsOrder(fields, frontmatterSchema))}\n---\n${body.trim() ? `\n${body.trim()}\n` : ''}`
}

/** Today in Warsaw, as the check counts days (a review date, a notice's last day). */
export const warsawToday = (now = new Date()) => now.toLocaleDateString('sv-SE', { timeZone: 'Europe/Warsaw' })
