/**
 * The ids of the six site-map groups, in the order /mapa-strony shows them.
 * Each content file names its group in the `group` field of its frontmatter;
 * the visible names live in content/data/navigation.yaml (`siteMapGroups`).
 */
export const siteMapGroupIds = ['podstawowe', 'szczepienia', 'uslugi', 'placowka', 'pacjent', 'dokumenty'] as const

export type SiteMapGroupId = (typeof siteMapGroupIds)[number]

/**
 * Each group's field in the editor's form, in words (issue 43: the form showed
 * 'Grupa „placowka”'): its place on /mapa-strony and what it holds, since its
 * visible name is the very value the field edits.
 */
export const siteMapGroupLabels: Record<SiteMapGroupId, string> = {
  podstawowe: 'Grupa 1: strony podstawowe',
  szczepienia: 'Grupa 2: szczepienia',
  uslugi: 'Grupa 3: pozostałe usługi',
  placowka: 'Grupa 4: placówka',
  pacjent: 'Grupa 5: dla pacjenta',
  dokumenty: 'Grupa 6: dokumenty',
}
