/** The first words of a text, for a message: at most `count`, then "…" ("badanie funkcjonalne i plan terapii terapia…"). */
export function firstWords(text: string, count: number): string {
  const words = text.trim().split(/\s+/)
  return words.length > count ? `${words.slice(0, count).join(' ')}…` : words.join(' ')
}
