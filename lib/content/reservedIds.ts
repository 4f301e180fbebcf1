/**
 * Ids the site's layout and scripts put on every page and look up by id: the
 * components take them from here, and content may not use them (the rule
 * id-zajete; a heading whose words would give one gets "-2",
 * lib/content/rehypeHeadingIds.ts). An element of a page's text with the same
 * id would stand first in the page, and `getElementById` would find it
 * instead: the cookie banner would not open, the menu would not unfold.
 * Plain strings, so the browser scripts can import them.
 */
export const siteIds = {
  /** The main content (renderer/Layout.tsx), the skip link's target. */
  content: 'tresc',
  /** A page's header: its title and lead, the home page's actions and facts (renderer/PageHeader.tsx). */
  pageHeader: 'naglowek-strony',
  /**
   * The empty element right after a page's header (renderer/PageHeader.tsx). The browser draws the page only
   * once it has arrived (pages/+Head.tsx): the header is then whole, and nothing drawn moves as the rest arrives.
   */
  pageHeaderEnd: 'koniec-naglowka',
  /** The main menu (components/layout/Nav.tsx), unfolded by components/layout/siteMenu.client.ts. */
  menu: 'menu-glowne',
  /** The cookie banner's template (components/consent/CookieBannerMount.tsx), opened by startConsent.client.ts. */
  consent: 'zgoda-cookies',
  /** The cookie banner's heading (components/consent/CookieBanner.tsx), focused when it opens. */
  consentTitle: 'cookie-banner-tytul',
  /** The analytics script once loaded (components/consent/analytics.client.ts): its id says it is there. */
  analytics: 'analityka',
  /** The list of sample data on the site map (components/sitemap/SampleList.tsx), which the notice on every page links to (SampleNotice.tsx). */
  sampleData: 'dane-przykladowe',
  /** The title of a page's list of its sections (lib/content/rehypePageSections.ts, `<PageSections />`), which the list is labelled by. */
  pageSections: 'spis-sekcji',
  /** The header's search field (components/search/HeaderSearch.tsx), wired by components/search/searchStart.client.ts. */
  searchInput: 'szukaj-na-stronie',
  /** The list of the header search's suggestions (components/search/searchBox.client.ts), the field's listbox. */
  searchList: 'szukaj-podpowiedzi',
} as const

/** A submenu of the main menu (components/layout/Nav.tsx): podmenu-0, podmenu-1… */
export const submenuId = (index: number) => `podmenu-${index}`

/** A cookie category's label and description in the banner (components/consent/CookieBanner.tsx). */
export const cookieCategoryId = (category: string, part: 'nazwa' | 'opis' = 'nazwa') => (part === 'nazwa' ? `cookies-${category}` : `cookies-${category}-opis`)

/** What holds each id, in the words of the check's line: „id „zgoda-cookies” ma już …”. */
const owners: Record<keyof typeof siteIds, string> = {
  content: 'główna treść każdej strony (do niej prowadzi odnośnik „Przejdź do treści”)',
  pageHeader: 'nagłówek strony z jej tytułem na każdej stronie',
  pageHeaderEnd: 'znacznik końca nagłówka na każdej stronie (przeglądarka rysuje stronę, gdy ma już cały nagłówek)',
  menu: 'menu główne na każdej stronie (rozwija je przycisk menu)',
  consent: 'baner zgody na pliki cookies na każdej stronie (bez niego baner się nie otworzy)',
  consentTitle: 'nagłówek banera zgody na pliki cookies na każdej stronie',
  analytics: 'skrypt statystyk odwiedzin (po nim strona poznaje, że statystyki są już wczytane)',
  sampleData: 'lista danych przykładowych na mapie strony, do której prowadzi odnośnik z każdej strony',
  pageSections: 'tytuł listy sekcji strony („Na tej stronie”, znacznik <PageSections />)',
  searchInput: 'pole „Szukaj na stronie” w nagłówku każdej strony',
  searchList: 'lista podpowiedzi wyszukiwarki w nagłówku każdej strony',
}

/** What on every page already has `id` (in Polish), or undefined when the id is free for content. */
export function reservedIdOwner(id: string): string | undefined {
  const key = (Object.keys(siteIds) as (keyof typeof siteIds)[]).find((name) => siteIds[name] === id)
  if (key) return owners[key]
  if (/^podmenu-\d+$/.test(id)) return 'podmenu menu głównego na każdej stronie'
  if (/^cookies-[a-z]+(-opis)?$/.test(id)) return 'opis rodzaju plików cookies w banerze zgody na każdej stronie'
  return undefined
}
