import { fillFacts, type Schedule } from '../../data/clinicFacts.ts'
import { rawHoursWithDayWords } from '../../data/dayPhrases.ts'
import { nearest } from '../nearest.ts'
import { at, type Position, type Finding } from '../problem.ts'
import { isInvalid, type Site } from '../site.ts'
import { parseYamlSource } from '../yamlSource.ts'
import type { Rule } from '../rule.ts'

interface Forms {
  bookingForm?: { visitTypes?: { note?: string }[] }
  contactSuccess?: { body?: unknown }
  bookingSuccess?: { body?: unknown }
}
interface PatientInfo {
  topics?: ({ id?: string; text?: string; items?: string[] } | null)[]
}

/** The placeholders each data file's texts may use; {godziny:ID} takes an id of clinic.yaml's hours. */
const allowed: Record<string, string[]> = {
  'forms.yaml': ['telefon', 'godziny-wizyty', 'godziny'],
  'patientInfo.yaml': ['telefon', 'parking', 'godziny'],
}

/**
 * Texts that the build fills with the clinic's facts (a visit type's note in
 * forms.yaml, the answers of patientInfo.yaml, a page's lead and description):
 * a placeholder the build does not know, or hours clinic.yaml does not have,
 * would stop the build, so they are caught here, at the text's line. Runs
 * after the data files and the pages' fields are parsed.
 */
/**
 * The placeholder an editor likely meant by what stands in braces, read in small letters without spaces
 * ('{Telefon}', '{ telefon }', '{telefn}' → {telefon}; '{godziny:Infolinja}' → {godziny:infolinia}); none when
 * nothing allowed here is near.
 */
function meantPlaceholder(inside: string, keys: readonly string[], ids: readonly string[]): string | undefined {
  const [key = '', id = ''] = inside.toLowerCase().replace(/\s+/g, '').split(':')
  if (key.startsWith('godzin')) {
    const near = keys.includes('godziny') ? nearest(id, ids) : undefined
    return near && `{godziny:${near}}`
  }
  const near = nearest(
    key,
    keys.filter((one) => one !== 'godziny'),
  )
  return near && `{${near}}`
}

function checkPlaceholders(site: Site): Finding[] {
  const clinic = site.data['clinic.yaml'] as { hours?: Schedule[]; parking?: { spaces: number; accessible: number } } | undefined
  if (!Array.isArray(clinic?.hours)) return []
  const hours = rawHoursWithDayWords(clinic.hours) as Schedule[]
  const ids = hours.map((schedule) => schedule.id)
  const problems: Finding[] = []
  const check = (file: string, where: Position, text: string, keys: string[]) => {
    const known = keys.map((known) => (known === 'godziny' ? '{godziny:KOD}' : `{${known}}`)).join(', ')
    // Every written form the build fills is {name} or {godziny:KOD}, in small letters; each valid one must be fillable.
    // Anything else in braces ('{Telefon}', '{ telefon }', '{godziny: infolinia}', '{telefon' not closed) the build
    // leaves as typed, and patients would read the braces: an editor's trial typed all of these and was told nothing.
    for (const [written, inside = ''] of text.matchAll(/\{([^{}\n]{0,40})\}?/g)) {
      const valid = /^([a-z-]+)(?::([a-z-]+))?$/.exec(inside)
      const [, key, id] = valid ?? []
      if (!valid || !written.endsWith('}') || !keys.includes(key!) || (key === 'godziny') !== Boolean(id)) {
        const meant = meantPlaceholder(inside, keys, ids)
        const suggestion = meant ? `Czy chodziło o ${meant}? ` : ''
        // One not closed is named by its words only ('{telefon', not '{telefon. Odpowiemy').
        const shown = written.endsWith('}') ? written : `{${/^[\p{L}\s:-]*/u.exec(inside)![0].trimEnd()}`
        problems.push(
          at(file, where, `${shown}: tego znacznika nie da się tu wypełnić, strona pokaże go tak, jak jest wpisany`, `${suggestion}Można tu użyć: ${known}`),
        )
      } else if (id && !ids.includes(id)) {
        const guess = nearest(id, ids)
        problems.push(
          at(
            file,
            where,
            `${written}: w „Danych placówki” (clinic.yaml) nie ma godzin o kodzie „${id}”`,
            `${guess ? `Czy chodziło o {godziny:${guess}}? ` : ''}Kody godzin: ${ids.join(', ')}`,
          ),
        )
      }
    }
  }
  for (const [name, texts] of Object.entries(placeholderTexts(site))) {
    const file = site.dataFiles.find((data) => data.name === name)
    if (!file) continue
    const source = parseYamlSource(file.text)
    for (const { path, text, keys } of texts) check(file.file, source.positionAt(path), text, keys ?? allowed[name]!)
  }
  // A page's lead and description (lib/content/contentPages.ts fills them); the description's length counts once filled.
  for (const page of site.pages) {
    const fields = page.fields?.data as Record<string, unknown> | undefined
    if (!fields || !page.fields) continue
    for (const field of placeholderFields) {
      const text = fields[field]
      if (typeof text !== 'string' || !text.includes('{') || isInvalid(site, page.file, [field])) continue
      const before = problems.length
      const where = page.fields.positionAt([field])
      check(page.file, where, text, ['godziny', 'parking'])
      if (field !== 'description' || problems.length > before) continue
      const shown = fillFacts(text, { hours, parking: clinic?.parking }).trim()
      if (shown.length > 160) {
        problems.push(
          at(page.file, where, `pole "description" po wstawieniu godzin ma ${shown.length} znaków, a może mieć najwyżej 160`, 'Skróć tekst tego pola'),
        )
      }
    }
  }
  return problems
}

/** A page's fields that take placeholders (lib/content/contentPages.ts fills them): {godziny:ID} and {parking}. */
export const placeholderFields = ['lead', 'description']

/** Every text with placeholders, by data file, with its path in the file. */
export function placeholderTexts(site: Site): Record<string, { path: (string | number)[]; text: string; keys?: string[] }[]> {
  const forms = site.data['forms.yaml'] as Forms | undefined
  const patientInfo = site.data['patientInfo.yaml'] as PatientInfo | undefined
  // The text after a send has no visit type of its own: no {godziny-wizyty}.
  const successTexts = (['contactSuccess', 'bookingSuccess'] as const).flatMap((key) => {
    const body = forms?.[key]?.body
    return typeof body === 'string' ? [{ path: [key, 'body'], text: body, keys: ['telefon', 'godziny'] }] : []
  })
  return {
    'forms.yaml': [
      ...(forms?.bookingForm?.visitTypes ?? []).flatMap((type, index) =>
        type.note ? [{ path: ['bookingForm', 'visitTypes', index, 'note'], text: type.note }] : [],
      ),
      ...successTexts,
    ],
    'patientInfo.yaml': (Array.isArray(patientInfo?.topics) ? patientInfo.topics : []).flatMap((topic, index) => {
      const { text, items } = topic ?? {}
      return [
        ...(typeof text === 'string' ? [{ path: ['topics', index, 'text'], text }] : []),
        ...(Array.isArray(items) ? items : []).map((item, itemIndex) => ({ path: ['topics', index, 'items', itemIndex], text: String(item) })),
      ]
    }),
  }
}

export const znacznikDanych: Rule = {
  id: 'znacznik-danych',
  severity: 'error',
  description:
    'Znacznik w nawiasach klamrowych, np. `{godziny:KOD}`, którego strona nie umie wypełnić w tym tekście (także pisany wielką literą, ze spacją albo bez zamykającego nawiasu), albo opis strony za długi po wstawieniu godzin.',
  why: 'W miejsce znacznika strona wstawia dane z plików: godziny, numer telefonu, parking. Znacznika z literówką, niedozwolonego w danym tekście albo z nazwą godzin, których nie ma w `clinic.yaml`, nie da się wypełnić: strona się nie zbuduje albo pokaże pacjentom znacznik w nawiasach tak, jak jest wpisany.',
  fix: 'Użyj jednego ze znaczników, które wymienia komunikat, małymi literami i bez spacji, a w `{godziny:KOD}` wpisz w miejsce KOD kod godzin z formularza „Dane placówki” (plik `clinic.yaml`), np. `{godziny:infolinia}`. Za długi opis strony skróć tak, żeby z wstawionymi godzinami miał najwyżej 160 znaków.',
  examples: {
    ok: [
      {
        file: 'content/data/forms.yaml',
        replaces: 'Konsultacje lekarskie odbywają się {godziny:konsultacje}.',
        text: 'Lekarz przyjmuje {godziny:konsultacje}.',
      },
      { replaces: 'lead: Jesteśmy przychodnią', text: 'lead: Krew pobieramy {godziny:pobrania}. Jesteśmy przychodnią' },
      {
        file: 'content/data/forms.yaml',
        replaces: 'Jeśli sprawa jest pilna, zadzwoń do nas.',
        text: 'Jeśli sprawa jest pilna, zadzwoń pod numer {telefon} {godziny:infolinia}.',
      },
    ],
    notOk: [
      {
        file: 'content/data/forms.yaml',
        replaces: 'Konsultacje lekarskie odbywają się {godziny:konsultacje}.',
        text: 'Konsultacje lekarskie odbywają się {godziny:konsultacja}.',
      },
      { file: 'content/data/patientInfo.yaml', replaces: 'pod numerem {telefon}', text: 'pod numerem {telefonu}' },
      // The text after a send has no visit type: no hours of its own.
      { file: 'content/data/forms.yaml', replaces: 'Jeśli sprawa jest pilna, zadzwoń do nas.', text: 'Zadzwoń {godziny-wizyty}.' },
      // Near misses the build would leave as typed: a capital, spaces, no closing brace.
      { file: 'content/data/forms.yaml', replaces: 'Jeśli sprawa jest pilna, zadzwoń do nas.', text: 'Zadzwoń pod numer {Telefon}.' },
      { file: 'content/data/forms.yaml', replaces: 'Jeśli sprawa jest pilna, zadzwoń do nas.', text: 'Zadzwoń pod numer { telefon }.' },
      { file: 'content/data/forms.yaml', replaces: 'Jeśli sprawa jest pilna, zadzwoń do nas.', text: 'Zadzwoń pod numer {telefon.' },
      { replaces: 'lead: Jesteśmy przychodnią', text: 'lead: Zadzwoń pod numer {telefon}. Jesteśmy przychodnią' },
      {
        file: 'content/szczepienia/podroze.mdx',
        replaces:
          "description: 'Medycyna podróży w Warszawie: porada przed wyjazdem, profilaktyka malarii i 24 szczepionki dla podróżnych. Zacznij 4–6 tygodni przed podróżą.'",
        text: "description: 'Medycyna podróży w Warszawie: porada lekarska przed wyjazdem {godziny:infolinia}, profilaktyka malarii oraz 24 szczepionki dla podróżnych.'",
      },
    ],
  },
  run: checkPlaceholders,
}
