/**
 * The ids of the six site-map groups, in the order /mapa-strony shows them.
 * Each content file names its group in the `group` field of its frontmatter;
 * the visible names live in content/data/navigation.yaml (`siteMapGroups`).
 */
export const siteMapGroupIds = ['podstawowe', 'szczepienia', 'uslugi', 'placowka', 'pacjent', 'dokumenty'] as const

export type SiteMapGroupId = (typeof siteMapGroupIds)[number]
