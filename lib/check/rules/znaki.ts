import { hasOddCharacter, invisibleName, renders } from '.././glyphs.ts'
import { at, type Finding } from '../problem.ts'
import type { Site } from '../site.ts'
import { withoutTexts } from '../textFields.ts'
import { wordBullets } from '../wordBullets.ts'
import type { Rule } from '../rule.ts'

/** What to write instead of a character the fonts lack, for the ones editors paste most. */
const instead: Record<string, string> = {
  '→': 'słowo „zobacz” albo „–”',
  '←': 'słowo „wróć” albo „–”',
  '✓': 'listę z „- ” albo słowo „tak”',
  '✔': 'listę z „- ” albo słowo „tak”',
  '✗': 'słowo „nie”',
  '≥': '„co najmniej”',
  '≤': '„najwyżej”',
  '★': 'zwykły tekst',
  '⁰': 'zwykłe cyfry, np. 8:00',
}

/**
 * Invisible characters whose removal is the safe fix: they show nothing, so the
 * text without them is exactly what the editor saw (a soft hyphen or a
 * zero-width space from Word, a direction mark from a web page). Not a line or
 * paragraph separator, which may stand for a break the editor meant, nor a
 * control character, which may stand for a letter lost in copying.
 */
const removable = new Set([
  0xad, 0x180e, 0x200b, 0x200c, 0x200d, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2060, 0x2061, 0x2062, 0x2063, 0x2064, 0xfeff,
])

/** The page's text with MDX comments ({/* … *\/}) blanked out: they are not on the site. Lines and columns stay. */
const withoutComments = (text: string) => text.replace(/\{\/\*[\s\S]*?\*\/\}/g, (comment) => comment.replace(/[^\n]/g, ' '))

/**
 * Characters an editor cannot see or the site cannot show, at their line and
 * column in the page or data file: invisible ones (a zero-width space pasted
 * with a link, a soft hyphen from Word) named, and runs of characters the
 * fonts lack (an emoji, an arrow) with what to write instead. The rule is
 * lib/check/glyphs.ts, which the browser test applies to the built pages.
 */
function checkCharacters(site: Site): Finding[] {
  const problems: Finding[] = []
  // The FAQ's answers (lib/check/textFields.ts) as page text: an MDX comment is not on the site, a "#### " heading is no YAML comment.
  const files = [
    ...[...site.pages, ...site.texts].map(({ file, text }) => ({ file, text: withoutComments(text) })),
    ...site.dataFiles.map(({ file, text }) => ({ file, text: withoutTexts(file, text, site.texts) })),
  ]
  for (const { file, text } of files) {
    if (!hasOddCharacter(text)) continue // nearly every file: nothing to look at line by line
    text.split('\n').forEach((line, index) => {
      if (/\.ya?ml$/.test(file) && line.trimStart().startsWith('#')) return
      if (!hasOddCharacter(line)) return
      const lineStart = problems.length
      let run = ''
      let runStart = 0
      const flush = () => {
        if (run === '') return
        const hint = [...run].map((character) => instead[character]).find(Boolean)
        // What the editor sees as one character (👨‍⚕️ is four code points) is one.
        const one = [...new Intl.Segmenter('pl').segment(run)].length === 1
        const codes = [...run].map((character) => `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`).join(' ')
        problems.push(
          at(
            file,
            { line: index + 1, column: runStart + 1 },
            `${one ? 'znaku' : 'znaków'} „${run}” (${codes}) nie ma w krojach pisma strony: u części odwiedzających pokaże się pusty kwadrat`,
            hint ? `Napisz zamiast ${one ? 'niego' : 'nich'} ${hint}` : `Usuń ${one ? 'go' : 'je'} albo napisz to samo zwykłym tekstem`,
          ),
        )
        run = ''
      }
      // A Word bullet at the line's start (a private-use character of the Symbol font) is the rule punktory's,
      // which replaces it with '- ': said here too, the same spot would get this rule's line, without the fix.
      const bullet = wordBullets.exec(line)
      const bulletAt = bullet ? bullet[0].indexOf(bullet[1]!) : -1
      let offset = 0
      // Letters written as a letter and a separate accent ('s' + U+0301 for 'ś'), as a PDF or a Mac pastes them:
      // where each starts and ends in the line. Removing the accent, as for another odd character, would leave 's'.
      const decomposed: { start: number; end: number }[] = []
      let previous = ''
      for (const character of line) {
        const name = invisibleName(character)
        const letter = /\p{M}/u.test(character) && previous ? (previous + character).normalize('NFC') : ''
        // A joiner inside an emoji (👨‍⚕️) is part of it: one slip, one line.
        if (run !== '' && character === '\u200d') {
          run += character
        } else if ([...letter].length === 1 && renders(letter) && !renders(character)) {
          flush()
          decomposed.push({ start: offset - previous.length, end: offset + character.length })
        } else if (name) {
          flush()
          const where = offset === 0 ? 'na początku linii' : `po „${wordsBefore(line, offset)}”`
          const position = { line: index + 1, column: offset + 1 }
          const finding = at(
            file,
            position,
            `w tekście jest niewidoczny znak: ${name} (U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}), ${where}`,
            'Usuń go: ustaw kursor tuż za nim i naciśnij Backspace, albo przepisz to słowo',
          )
          const edit = removable.has(character.codePointAt(0)!)
            ? { ...position, old: character, text: '', says: `usunięto niewidoczny znak (${name})` }
            : undefined
          problems.push(edit ? { ...finding, edit } : finding)
        } else if (!renders(character) && !/\s/.test(character) && offset !== bulletAt) {
          if (run === '') runStart = offset
          run += character
        } else flush()
        previous = character
        offset += character.length
      }
      flush()
      if (decomposed.length > 0) {
        const letters = decomposedLetters(file, index + 1, line, decomposed)
        // An invisible character among those letters (a soft hyphen) goes with their fix, which takes in the
        // text between them: one fix for that stretch, not two that overlap (--popraw would make only one).
        for (const problem of problems.slice(lineStart)) {
          if (problem.edit && problem.edit.column > letters.edit!.column && problem.edit.column < letters.edit!.column + letters.edit!.old.length)
            delete problem.edit
        }
        problems.push(letters)
      }
    })
  }
  return problems
}

/**
 * One line for a line's letters written as a letter and a separate accent: what the editor sees is right, but
 * the site's search, a visitor's search in the page and a screen reader take 'ś' written so for another word.
 * Joining each letter with its accent (Unicode's NFC) is the safe fix: it shows the same letters.
 */
function decomposedLetters(file: string, line: number, text: string, letters: { start: number; end: number }[]): Finding {
  const first = letters[0]!
  const last = letters.at(-1)!
  const named = [...new Set(letters.map(({ start, end }) => text.slice(start, end).normalize('NFC')))].map((letter) => `„${letter}”`).join(', ')
  const one = letters.length === 1
  const old = text.slice(first.start, last.end)
  const invisible = [...old].filter((character) => removable.has(character.codePointAt(0)!))
  return {
    ...at(
      file,
      { line, column: first.start + 1 },
      `${one ? 'litera' : 'litery'} ${named} ${one ? 'jest zapisana' : 'są zapisane'} jako litera i osobny znak akcentu, jak w tekście skopiowanym z pliku PDF albo na komputerze Mac: wyszukiwarka strony nie znajdzie ${one ? 'tego słowa' : 'tych słów'}, a u części odwiedzających akcent stanie obok litery`,
      `Wpisz ${one ? 'tę literę' : 'te litery'} z klawiatury, usuwając ${one ? 'wklejoną' : 'wklejone'}; nie usuwaj samego akcentu, bo zostanie litera bez niego`,
    ),
    edit: {
      line,
      column: first.start + 1,
      old,
      text: [...old]
        .filter((character) => !invisible.includes(character))
        .join('')
        .normalize('NFC'),
      says: `litery z osobnym akcentem zapisano jako jeden znak${invisible.length === 0 ? '' : invisible.length === 1 ? ' i usunięto niewidoczny znak między nimi' : ' i usunięto niewidoczne znaki między nimi'}`,
    },
  }
}

export const znaki: Rule = {
  id: 'znaki',
  severity: 'error',
  description:
    'Znak, którego nie widać w tekście (np. spacja o zerowej szerokości, miękki dywiz), którego nie mają kroje pisma strony (emoji, strzałka), albo litera zapisana jako litera i osobny akcent.',
  why: 'Emoji albo strzałka pokażą się części pacjentów jako pusty kwadrat. Niewidoczny znak, wklejony razem z tekstem, psuje odnośnik albo wyszukiwanie, choć w pliku wszystko wygląda dobrze.',
  fix: 'Usuń znak albo napisz to samo słowami, np. „zobacz” zamiast „→”; komunikat podpowiada, czym go zastąpić. Niewidoczny znak usuń tak, jak radzi komunikat, albo przepisz całe słowo, w którym stoi.',
  fixesItself:
    'niewidoczny znak wklejony z Worda albo ze strony internetowej (spacja o zerowej szerokości, miękki dywiz, znak kierunku pisma) zostaje usunięty: tekst wygląda potem dokładnie tak jak przedtem. Litera zapisana jako litera i osobny akcent (z PDF albo z komputera Mac) zostaje zapisana jednym znakiem i wygląda tak samo. Emoji, strzałkę i niewidoczny podział linii sprawdzenie zostawia: co napisać zamiast nich, decyduje człowiek.',
  examples: {
    ok: [{ text: 'Ceny szczepionek: zobacz [cennik](/cennik).' }, { text: 'Przy gorączce powyżej 38°C przełóż szczepienie – zadzwoń do nas.' }],
    notOk: [
      { text: 'Ceny szczepionek → [cennik](/cennik).' },
      { text: 'Szczepimy dzieci i dorosłych 💉' },
      { text: 'Dojazd opisuje strona [Kontakt](/kon\u200btakt).', fixed: 'Dojazd opisuje strona [Kontakt](/kontakt).' },
      { text: 'Przy gorączce powyżej 38°C przełóż szczepie\u00adnie.', fixed: 'Przy gorączce powyżej 38°C przełóż szczepienie.' },
      {
        text: 'Dojazd i dost\u0119pno\u0073\u0301c\u0301 plac\u006f\u0301wki opisuje strona [Kontakt](/kontakt).'.normalize('NFD'),
        fixed: 'Dojazd i dostępność placówki opisuje strona [Kontakt](/kontakt).',
      },
      { text: '      - ✓ badanie funkcjonalne i plan terapii', file: 'content/data/services.yaml', replaces: '      - badanie funkcjonalne i plan terapii' },
    ],
  },
  run: checkCharacters,
}

/** About twelve characters before `offset`, from a word's start: "dowód osobisty.", not "ód osobisty." (an editor's trial). */
function wordsBefore(line: string, offset: number): string {
  let start = Math.max(0, offset - 12)
  while (start > 0 && offset - start < 30 && /[\p{L}\p{N}]/u.test(line[start - 1]!)) start--
  return line.slice(start, offset).trimStart()
}
