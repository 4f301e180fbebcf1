import { allPages } from '../schemas/noticesSchema.ts'

/** How the page list names `allPages`. */
export const allPagesLabel = 'Wszystkie strony'

/**
 * The pages a notice can name, as the form's select list shows them: each
 * page's title (the home page as 'Strona główna'), in alphabetical order, after
 * 'Wszystkie strony'; the value stored is the page's address. Two pages with one
 * title are told apart by their addresses. The list is the site's pages when
 * /admin/ is built, which is when a new page is published too.
 */
export function pageChoices(pages: readonly { route: string; frontmatter: { title: string } }[]): { value: string; label: string }[] {
  const titled = pages.map(({ route, frontmatter }) => ({ value: route, label: route === '/' ? 'Strona główna' : frontmatter.title }))
  const repeated = (label: string) => titled.filter((page) => page.label === label).length > 1
  const choices = titled.map((page) => (repeated(page.label) ? { ...page, label: `${page.label} (${page.value})` } : page))
  const home = choices.filter((page) => page.value === '/')
  const others = choices.filter((page) => page.value !== '/').sort((a, b) => a.label.localeCompare(b.label, 'pl'))
  return [{ value: allPages, label: allPagesLabel }, ...home, ...others]
}
