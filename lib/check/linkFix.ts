import { isAllowedAddress } from '../security/contentHtml.ts'

/**
 * The link to write for an address typed as it is, as text or in angle
 * brackets: the site's MDX makes a link of neither (lib/content/mdxCompiler.ts),
 * and a link's words are what a screen reader says, so a web address gets
 * words to fill in; an e-mail address and a phone number are their own words.
 * An address the site's links may not lead to (javascript:, ftp:, http:) gets
 * no link to copy, only what to write instead.
 */
export function linkFix(address: string): string {
  const bare = address.replace(/^mailto:/i, '')
  if (!/^(https?:\/\/|www\.)/i.test(bare) && bare.includes('@')) return `Napisz go jako odnośnik: [${bare.split('?', 1)[0]}](mailto:${bare})`
  if (/^tel:/i.test(bare)) return `Napisz go jako odnośnik: [${bare.slice(4)}](${bare}); numer przychodni wstawia znacznik <Phone />`
  if (/^http:/i.test(bare))
    return 'Napisz https:// zamiast http:// i zapisz go jako odnośnik: [nazwa strony](https://…); strony, które nie działają przez https, nie linkuj'
  if (!isAllowedAddress(bare))
    return 'Odnośnik może prowadzić do strony (https://…), adresu e-mail (mailto:…), numeru telefonu (tel:…) albo ścieżki tej strony (/…)'
  const href = /^www\./i.test(bare) ? `https://${bare}` : bare
  return `Napisz go jako odnośnik ze słowami, dokąd prowadzi: [nazwa strony](${href})`
}
