import { normalise } from '../search/normalise.ts'

/**
 * The file name of a new page made from its title, as the browser editor
 * makes it (lib/cms/cmsConfig.ts, cmsSlugOptions): lower case, Polish letters
 * without their marks, every run of other characters one hyphen.
 * "Szczepienia w ciąży – pytania" → szczepienia-w-ciazy-pytania.mdx, a name
 * the check's rule for addresses takes (contentFileNamePattern).
 */
export function pageFileName(title: string): string {
  const words = normalise(title)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/\s+/g, '-')
  return `${words}.mdx`
}
