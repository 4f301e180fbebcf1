/**
 * Two phrases the CMS builds from a field's label without asking its locale
 * (Sveltia CMS 0.221), which cannot be right in Polish whatever the label:
 *
 * - a list's count, `${count} ${label}` ('13 Kategorie', '10 Wiersze'; for one
 *   item its 'Dodaj …' word: '1 dziedzinę'). Polish needs three forms of the noun
 *   after a number and a small letter; a list's label is a heading (capital,
 *   nominative plural) and its `label_singular` is the accusative of 'Dodaj …'.
 *   So the count names what every list holds, positions: '1 pozycja',
 *   '13 pozycji', 'Brak pozycji' (the field's label stands just above it). This
 *   reads right with any number and any list, and a new list needs no forms of
 *   its own.
 * - an optional object's box, 'Dodaj {label}' ('Dodaj Obraz obok tytułu',
 *   'Dodaj Szczepionka refundowana w ciąży'): the label is a heading in the
 *   nominative. The box names the part in quotes instead, as the guide names
 *   form parts: 'Dodaj „Obraz obok tytułu”'.
 *
 * Each asks its own locale key (`addedStrings`, Polish in lib/cms/locales/pl/),
 * with the CMS's own phrase as the default for a language without it. A CMS
 * version that builds either phrase differently fails the build here.
 */
export const addedStrings = {
  list_item_count: '.input {$count :integer} .match $count 0 {{No items}} one {{{$count} item}} * {{{$count} items}}',
  add_optional_x: 'Add “{$name}”',
} as const

const patches = [
  {
    what: "a list's count",
    from: 'U(ze,`${R(he).length??``}\n      ${((R(he).length===1?R(y):void 0)||R(l)||R(c))??``}`)',
    to: 'U(ze,Y(`list_item_count`,{values:{count:R(he).length},default:`${R(he).length??``} ${((R(he).length===1?R(y):void 0)||R(l)||R(c))??``}`}))',
  },
  {
    what: "an optional object's box",
    from: 'n=k(()=>Y(`add_x`,{values:{name:t.fieldLabel||R(u)}}))',
    to: 'n=k(()=>Y(`add_optional_x`,{values:{name:t.fieldLabel||R(u)},default:Y(`add_x`,{values:{name:t.fieldLabel||R(u)}})}))',
  },
]

export function withPolishPhrases(script: string): string {
  return patches.reduce((text, { what, from, to }) => {
    if (text.split(from).length !== 2) throw new Error(`@sveltia/cms: the way it builds ${what} changed; update lib/cms/polishPhrases.ts`)
    return text.replace(from, () => to)
  }, script)
}
