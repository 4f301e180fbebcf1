/**
 * The link to write for an address typed as it is, as text or in angle
 * brackets: the site's MDX makes a link of neither (lib/content/mdxCompiler.ts),
 * and a link's words are what a screen reader says, so a web address gets
 * words to fill in; an e-mail address is its own words.
 */
export function linkFix(address: string): string {
  const bare = address.replace(/^mailto:/i, '')
  if (!/^(https?:\/\/|www\.)/i.test(bare) && bare.includes('@')) return `Napisz go jako odnośnik: [${bare}](mailto:${bare})`
  const href = /^www\./i.test(bare) ? `https://${bare}` : bare
  return `Napisz go jako odnośnik ze słowami, dokąd prowadzi: [nazwa strony](${href})`
}
