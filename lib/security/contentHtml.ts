// What a page's MDX may contain as HTML: a short allowlist of elements and
// attributes that only show text, and the link schemes a page may point to.
// Everything else could run code or take the visitor elsewhere (issue 32: a
// `<script>` in a page read the editor's GitHub token from localStorage), so
// the content check refuses it at its line (lib/check/rules/html.ts,
// lib/check/find/links.ts), with what to use instead.

/** HTML elements an editor may write in a page: text, lists, tables, headings, quotes, images. */
export const allowedElements = new Set([
  'a',
  'abbr',
  'b',
  'blockquote',
  'br',
  'caption',
  'cite',
  'code',
  'dd',
  'del',
  'details',
  'dfn',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'ins',
  'kbd',
  'li',
  'mark',
  'ol',
  'p',
  'q',
  's',
  'section',
  'small',
  'span',
  'strong',
  'sub',
  'summary',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'time',
  'tr',
  'u',
  'ul',
])

/** Attributes an editor may give those elements (`aria-*` too); none runs code or loads anything but an image of the site. */
export const allowedAttributes = new Set([
  'id',
  'className',
  'title',
  'lang',
  'dir',
  'role',
  'href',
  'target',
  'rel',
  'src',
  'alt',
  'width',
  'height',
  'loading',
  'colSpan',
  'rowSpan',
  'scope',
  'headers',
  'abbr',
  'dateTime',
  'cite',
  'open',
  'start',
  'reversed',
  'type',
  'hidden',
])

/** Why an element is refused and what to write instead, in Polish, for the elements editors reach for. */
export const refusedElements: Record<string, string> = {
  script: 'Treść strony nie może uruchamiać kodu. Jeśli strona potrzebuje nowej funkcji, poproś programistę o komponent',
  noscript: 'Treść strony nie może zawierać kodu ani jego zastępstw. Usuń ten znacznik',
  style: 'Wygląd strony ustalają style strony, nie treść. Usuń ten znacznik',
  meta: 'Tytuł i opis strony ustawiają pola title i description na początku pliku. Usuń ten znacznik',
  link: 'Odnośnik do innej strony napisz tak: [słowa odnośnika](https://…). Usuń ten znacznik',
  base: 'Odnośniki tej strony zaczynają się od „/”; adres bazowy ustawia budowanie strony. Usuń ten znacznik',
  iframe:
    'Mapę pokazuje <MapEmbed />, a inne osadzone treści dodaje programista jako komponent, który czeka na zgodę na pliki cookies. Wstaw zamiast tego odnośnik',
  frame: 'Osadzone strony dodaje programista jako komponent. Wstaw zamiast tego odnośnik',
  object: 'Osadzone pliki dodaje programista jako komponent. Plik PDF albo obraz dodaj do public/ i wstaw do niego odnośnik',
  embed: 'Osadzone pliki dodaje programista jako komponent. Plik PDF albo obraz dodaj do public/ i wstaw do niego odnośnik',
  form: 'Formularze to <ContactForm /> i <BookingForm />. Usuń ten znacznik',
  input: 'Pola formularzy mają tylko <ContactForm /> i <BookingForm />. Usuń ten znacznik',
  button: 'Przycisk z odnośnikiem to <Cta href="/…">…</Cta>, a przycisk do dzwonienia to <CallButton />',
  textarea: 'Pola formularzy mają tylko <ContactForm /> i <BookingForm />. Usuń ten znacznik',
  select: 'Pola formularzy mają tylko <ContactForm /> i <BookingForm />. Usuń ten znacznik',
  svg: 'Obraz dodaj jako plik do public/images/ i wstaw tak: ![opis obrazu](/images/plik.svg)',
  math: 'Wzory napisz zwykłym tekstem',
  template: 'Usuń ten znacznik: strona pokazuje tylko treść',
  video: 'Film dodaje programista jako komponent, który czeka na zgodę na pliki cookies. Wstaw zamiast tego odnośnik',
  audio: 'Nagranie dodaje programista jako komponent. Wstaw zamiast tego odnośnik',
}

/** Link schemes a page may use: another site over https, an e-mail address, a phone number. Site paths (/…) and #anchors have none. */
export const allowedSchemes = ['https:', 'mailto:', 'tel:']

/** The scheme of an address ("javascript:"), lower case, or undefined for a path or an anchor. */
export function schemeOf(url: string): string | undefined {
  // Browsers drop tabs and newlines inside a scheme and ignore leading spaces and control characters
  // (the URL standard's "C0 control or space"): "java\tscript:" and "\u0001javascript:" run too.
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(url.replace(/^[\p{Cc}\s]+/u, '').replace(/[\t\n\r]/g, ''))
  return match ? `${match[1]!.toLowerCase()}:` : undefined
}

/** Whether a link may lead to `url`: a path or anchor of this site, or an address with an allowed scheme (never javascript:, data:, http:…). */
export function isAllowedAddress(url: string): boolean {
  const scheme = schemeOf(url)
  return scheme === undefined || allowedSchemes.includes(scheme)
}
