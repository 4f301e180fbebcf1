/**
 * <PageSections />: the list of the page's sections. The page's compiler puts
 * the list in its place (lib/content/rehypePageSections.ts), as only it sees the
 * page's headings; so this one is rendered only if that step did not run.
 */
export function PageSections() {
  return null
}
