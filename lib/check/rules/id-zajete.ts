import { visitNodes } from '../treeNodes.ts'
import { componentEntry } from '../../content/componentRegistry.ts'
import { faqAnchor, placedCategories } from '../../content/faqQuestions.ts'
import { reservedIdOwner } from '../../content/reservedIds.ts'
import { formNames } from '../../forms/formNames.ts'
import { attributes, attributeValues, headingIds, positionOfNode, type JsxElement } from '../mdxNodes.ts'
import { at, type Finding } from '../problem.ts'
import type { Rule } from '../rule.ts'
import type { PageSource, Site } from '../site.ts'

/** The forms a page may place, and how the check names them: every id inside starts with the form's name. */
const forms: Record<string, { name: string; words: string }> = {
  ContactForm: { name: formNames.contact, words: 'formularz kontaktowy' },
  BookingForm: { name: formNames.booking, words: 'formularz rezerwacji' },
}

const fix = 'Wybierz inne id, którego strona jeszcze nie ma (np. dopisz do niego słowo), i popraw odnośniki, które do niego prowadzą'

/**
 * An `id` written on an element of a page's text (or of an FAQ answer) that
 * the page already has: one the site's layout and scripts use on every page
 * (lib/content/reservedIds.ts), one a component of the same page renders,
 * a heading's, or another element's. The page would have the id twice, and a
 * script or a link would find the first, the editor's.
 */
function takenIds(site: Site, page: PageSource, questionIds: Map<string, ReadonlyMap<string, string>>): Finding[] {
  if (!page.tree) return []
  const problems: Finding[] = []
  // What the page's own components and headings hold; an FAQ answer stands on the FAQ page, among its questions.
  const held = new Map<string, string>()
  const formsHere: (typeof forms)[string][] = []
  if (page.within) {
    // The same for every answer on the page: made once.
    let questionsHeld = questionIds.get(page.route)
    if (!questionsHeld) questionIds.set(page.route, (questionsHeld = questionsOn(site, page.route)))
    for (const [id, owner] of questionsHeld) held.set(id, owner)
  } else {
    for (const id of headingIds(page.tree)) held.set(id, 'nagłówek tej strony')
    visitNodes(page.tree, ['mdxJsxFlowElement', 'mdxJsxTextElement'], (node) => {
      const element = node as JsxElement
      const form = element.name ? forms[element.name] : undefined
      if (form) formsHere.push(form)
      const entry = element.name ? componentEntry(element.name) : undefined
      if (!entry?.anchors) return
      const props = Object.fromEntries(attributes(element).map((attribute) => [attribute.name, attributeValues(attribute)]))
      try {
        for (const id of entry.anchors(props, site.data)) if (!held.has(id)) held.set(id, `znacznik <${element.name}> na tej stronie`)
      } catch {} // a data file with a problem: its own line says so
    })
  }
  const written = new Map<string, number>()
  visitNodes(page.tree, ['mdxJsxFlowElement', 'mdxJsxTextElement'], (node) => {
    const element = node as JsxElement
    // Components take `id` as the name of a fact (<OpeningTime id="infolinia" />), not as the element's id.
    if (!element.name || !/^[a-z]/.test(element.name)) return
    const where = positionOfNode(element)
    for (const attribute of attributes(element).filter((candidate) => candidate.name === 'id')) {
      for (const id of attributeValues(attribute)) {
        const form = formsHere.find((candidate) => id.startsWith(`${candidate.name}-`))
        const owner =
          reservedIdOwner(id) ??
          held.get(id) ??
          (form ? `${form.words} na tej stronie (ids jego pól zaczynają się od „${form.name}-”)` : undefined) ??
          (written.has(id) ? `inny element w linii ${written.get(id)} tej strony` : undefined)
        if (owner) problems.push(at(page.file, where, `id „${id}” ma już ${owner}`, fix))
        else written.set(id, where.line)
      }
    }
  })
  return problems
}

/** The ids of the FAQ's questions shown on the page at `route`, with what holds them. */
function questionsOn(site: Site, route: string): Map<string, string> {
  const held = new Map<string, string>()
  const shownOn = site.pages.find((candidate) => candidate.route === route)
  const categories = new Set(shownOn ? placedCategories(shownOn.text) : [])
  const questions = (site.data['faq.yaml'] as { questions?: { question?: unknown; category?: unknown }[] } | undefined)?.questions
  for (const entry of Array.isArray(questions) ? questions : []) {
    if (typeof entry?.question === 'string' && categories.has(String(entry.category)))
      held.set(faqAnchor(entry.question), `pytanie „${entry.question}” na tej stronie`)
  }
  return held
}

export const idZajete: Rule = {
  id: 'id-zajete',
  severity: 'error',
  locked: true,
  description:
    'Atrybut `id` elementu w tekście strony, który strona już ma: używa go układ każdej strony (np. baner zgody na pliki cookies, menu główne), komponent tej strony, nagłówek albo inny element.',
  why: 'Jedno id może być na stronie tylko raz. Skrypty strony i odnośniki `#…` znajdują pierwszy element z danym id: gdyby był nim element z treści, na tej stronie nie otworzyłby się baner zgody na pliki cookies, nie rozwinęłoby się menu, a odnośnik „Przejdź do treści” prowadziłby w złe miejsce.',
  fix: 'Nadaj elementowi inne id, którego strona jeszcze nie ma, i popraw odnośniki, które do niego prowadzą. Nagłówki dostają id same (z ich słów), więc nie trzeba go im nadawać.',
  examples: {
    ok: [{ text: 'Zgoda na zabieg jest <span id="zgoda-na-zabieg">dobrowolna</span>.' }],
    notOk: [
      { text: 'Zgoda na zabieg jest <span id="zgoda-cookies">dobrowolna</span>.' },
      { text: '<p id="tresc">Przychodnia przyjmuje pacjentów od 1999 roku.</p>' },
      { text: '<Specialist id="lekarz-konsultacje" />\n\n<p id="osoba-lekarz-konsultacje">Nasz lekarz.</p>', line: 3 },
    ],
  },
  run: (site) => {
    const questionIds = new Map<string, ReadonlyMap<string, string>>()
    return [...site.pages, ...site.texts].flatMap((page) => takenIds(site, page, questionIds))
  },
}
