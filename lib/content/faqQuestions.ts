import { join } from 'node:path'
import { parseYaml } from '../data/parseYaml.ts'
import { faqSchema, type FaqQuestion } from '../schemas/faqSchema.ts'
import { headingId } from './headingId.ts'
import { reservedIdOwner } from './reservedIds.ts'
import { readSource } from './sourceText.ts'

/**
 * The FAQ's questions live in content/data/faq.yaml (a form in the browser
 * editor); the page says where they stand:
 *
 *   <FaqQuestions category="wizyty" />   the category's questions, each a `### question` and its answer
 *   <FaqQuickLinks />                    the list of links to the questions ticked as the most frequent
 *
 * each alone on its line. Before the page is compiled, those lines are
 * replaced by the Markdown an editor used to type there by hand, so the page
 * is built exactly as it was: the same headings, the same ids (made from the
 * questions' words by lib/content/rehypeHeadingIds.ts), the same quick links and
 * the same FAQ structured data (lib/content/faqEntries.ts reads the result).
 * The check reads the answers at their own lines of faq.yaml (lib/check/textFields.ts).
 */
export const faqQuestionsLine = /^<FaqQuestions\s+category="([^"\n]*)"\s*\/>[ \t]*$/gm
export const faqQuickLinksLine = /^<FaqQuickLinks\s*\/>[ \t]*$/gm

/** Whether a page places FAQ questions (and so needs faq.yaml to be built). */
export const placesFaqQuestions = (text: string) => new RegExp(faqQuestionsLine.source, 'm').test(text) || new RegExp(faqQuickLinksLine.source, 'm').test(text)

/** The categories a page shows, in the page's order. */
export function placedCategories(text: string): string[] {
  return [...text.matchAll(faqQuestionsLine)].map((match) => match[1]!)
}

/**
 * A question as it is shown: one line, its spaces and line breaks (a YAML
 * block, "\n" in quotes) each one space; a non-breaking space stays (Polish
 * typography puts one after a one-letter word). A heading is one line: a line break
 * in it would end the heading, and the next line would be page source (an
 * `export` there is code).
 */
export const questionText = (question: string) => question.replace(/[^\S\u00a0\u202f]+/g, ' ').trim()

/** The question's address on the page, e.g. "jak-umowic-wizyte": what its heading's id is (one the site's layout uses gets -2, as the heading does). */
export function faqAnchor(question: string): string {
  const id = headingId(questionText(question)) || 'sekcja'
  return reservedIdOwner(id) ? `${id}-2` : id
}

/**
 * A question as the text of a Markdown heading: it is plain text in the form,
 * put into the page as data, never as source: on one line (questionText), with
 * every character Markdown or MDX would read as markup ("*", "<", "{", "[",
 * "&", a "#" at the end...) escaped, so it shows as typed. The heading's id is
 * made from the text shown, so the escapes change no address.
 */
export const questionHeading = (question: string) => questionText(question).replace(/[\\`*_[\]<>{}#~&|]/g, (character) => `\\${character}`)

/** `text` (a page) with its FAQ lines replaced by the questions of `questions`. */
export function withFaqQuestions(text: string, questions: readonly FaqQuestion[]): string {
  const order = placedCategories(text)
  const shown = order.flatMap((category) => questions.filter((entry) => entry.category === category))
  return text
    .replace(faqQuestionsLine, (_line, category: string) =>
      questions
        .filter((entry) => entry.category === category)
        .map((entry) => `### ${questionHeading(entry.question)}\n\n${entry.answer.trim()}`)
        .join('\n\n'),
    )
    .replace(faqQuickLinksLine, () => {
      const links = shown.filter((entry) => entry.quickLink).map((entry) => `- [${questionHeading(entry.question)}](#${faqAnchor(entry.question)})`)
      return `<FaqQuickLinks>\n\n${links.join('\n')}\n\n</FaqQuickLinks>`
    })
}

/**
 * The questions of faq.yaml below `root` (the project), for the compiler; none
 * when the file is missing, is not YAML or does not fit its schema: the check
 * says so at its line, and stops a build before any page is compiled.
 */
export function readFaqQuestions(root: string): readonly FaqQuestion[] {
  try {
    const result = faqSchema.safeParse(parseYaml(readSource(faqFile(root))))
    return result.success ? result.data.questions : []
  } catch {
    return []
  }
}

/** Where the FAQ's questions are kept. */
export const faqFile = (root: string) => join(root, 'content/data/faq.yaml')
