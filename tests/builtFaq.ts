import { faqAnchor, placedCategories } from '../lib/content/faqQuestions.ts'
import { headingId } from '../lib/content/headingId.ts'
import type { FaqQuestion } from '../lib/schemas/faqSchema.ts'

/**
 * What a built /faq shows, read from its HTML (prerendered by React, so its
 * markup is regular), and what faq.mdx and faq.yaml say it must show: for the
 * build test of the frozen FAQ (tests/build/faqPage.test.ts) and the browser
 * editor's test, which builds the questions it saved (tests/e2e/adminFaqPage.test.ts).
 */
export interface Heading {
  level: number
  id: string
  text: string
}

const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

/** The h2 and h3 headings of the page's main content, in order, with their ids. */
export function builtOutline(html: string): Heading[] {
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'))
  return [...main.matchAll(/<h([23]) id="([^"]+)"[^>]*>([\s\S]*?)<\/h\1>/g)].map(([, level, id, text]) => ({
    level: Number(level),
    id: id!,
    text: decode(text!),
  }))
}

/** Every id on the page. */
export const builtIds = (html: string) => new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]!))

/** The quick links at the top of /faq: address and text. */
export function builtQuickLinks(html: string): { href: string; text: string }[] {
  const nav = /<nav[^>]*data-faq-links[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? ''
  return [...nav.matchAll(/<a href="([^"]+)">([\s\S]*?)<\/a>/g)].map(([, href, text]) => ({ href: href!, text: decode(text!) }))
}

/** The questions of the page's FAQPage structured data. */
export function builtFaqQuestions(html: string): string[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as { '@type'?: string; mainEntity?: { name: string }[] },
  )
  return blocks.find((block) => block['@type'] === 'FAQPage')?.mainEntity?.map((entry) => entry.name) ?? []
}

/** The headings faq.mdx (its own ## headings) and faq.yaml (each placed category's questions, as ###) give the page, in order. */
export function expectedOutline(page: string, questions: readonly FaqQuestion[]): Heading[] {
  const headings: Heading[] = []
  for (const line of page.split('\n')) {
    const heading = /^## (.+)$/.exec(line)?.[1]
    if (heading) headings.push({ level: 2, id: headingId(heading), text: heading })
    for (const category of placedCategories(line)) {
      for (const entry of questions.filter((question) => question.category === category))
        headings.push({ level: 3, id: faqAnchor(entry.question), text: entry.question })
    }
  }
  return headings
}

/** The quick links faq.yaml asks for: the ticked questions, in the page's order. */
export function expectedQuickLinks(page: string, questions: readonly FaqQuestion[]): { href: string; text: string }[] {
  return placedCategories(page).flatMap((category) =>
    questions
      .filter((entry) => entry.category === category && entry.quickLink)
      .map((entry) => ({ href: `#${faqAnchor(entry.question)}`, text: entry.question })),
  )
}
