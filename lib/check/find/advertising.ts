import { advertisingWords, evaluativeWords } from './advertisingWords.ts'
import { perSite } from '../perSite.ts'
import { at } from '../problem.ts'
import type { Site } from '../site.ts'
import { withoutTexts } from '../textFields.ts'

/**
 * Advertising words in any page or data file (medical entities may not
 * advertise in Poland) and evaluative words (warnings), at their line and
 * column: one pass over every text for the rules reklama and ocena.
 */
export const advertisingFound = perSite(['reklama', 'ocena'], (site: Site, _today, found) => {
  // The FAQ's answers as page text, their lines left out of faq.yaml's (a "#### " heading is no YAML comment there).
  const files = [
    ...[...site.pages, ...site.texts].map((page) => ({ file: page.file, text: page.text })),
    ...site.dataFiles.map(({ file, text }) => ({ file, text: withoutTexts(file, text, site.texts) })),
  ]
  for (const { file, text } of files) {
    for (const hit of advertisingWords(text, { yaml: /\.ya?ml$/.test(file) })) {
      found.reklama.push(
        at(
          file,
          hit,
          `słowo „${hit.word}” ma charakter reklamowy (${hit.rule}); podmiotom leczniczym nie wolno się reklamować`,
          'Napisz informacyjnie: co, kiedy, za ile, bez ocen',
        ),
      )
    }
    for (const hit of evaluativeWords(text, { yaml: /\.ya?ml$/.test(file) })) {
      const fix = hit.rule.charAt(0).toUpperCase() + hit.rule.slice(1)
      found.ocena.push(at(file, hit, `słowo „${hit.word}” ocenia zamiast informować`, fix))
    }
  }
})
