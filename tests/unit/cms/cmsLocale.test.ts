import { readFileSync, readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { adminFiles, pageFolders } from '../../../lib/cms/adminFiles.ts'
import { cmsPolishStrings } from '../../../lib/cms/cmsLocale.ts'
import { addedStrings } from '../../../lib/cms/polishPhrases.ts'

/**
 * The Polish interface strings /admin/ serves: the CMS package's pl.json with
 * lib/cms/locales/pl/ laid over it. The CMS shows its built-in English for any
 * key the Polish file lacks, so a CMS upgrade that adds strings fails here until
 * they are translated.
 */
const cmsFolder = join(dirname(createRequire(import.meta.url).resolve('@sveltia/cms')), '..')
const ownFolder = 'lib/cms/locales/pl'
// With the keys /admin/'s CMS script asks for besides its own (lib/cms/polishPhrases.ts).
const english = flat({ ...JSON.parse(readFileSync(join(cmsFolder, 'locales/en-US.json'), 'utf8')), ...addedStrings })
const served = flat(cmsPolishStrings(join(cmsFolder, 'locales/pl.json'), ownFolder))

/** Every string by its dotted key, e.g. "save_conflict.title". */
function flat(strings: Record<string, unknown>, prefix = ''): Map<string, string> {
  return new Map(
    Object.entries(strings).flatMap(([key, value]) =>
      typeof value === 'object' && value !== null
        ? [...flat(value as Record<string, unknown>, `${prefix}${key}.`)]
        : [[`${prefix}${key}`, String(value)] as const],
    ),
  )
}

/** The {$name} placeholders of a MessageFormat 2 string. */
const placeholders = (text: string) => new Set([...text.matchAll(/\{\$(\w+)/g)].map((match) => match[1]!))

describe('the CMS in Polish', () => {
  it('has a Polish string for every English one of the CMS', () => {
    expect([...english.keys()].filter((key) => !served.has(key))).toEqual([])
  })

  it('lib/cms/locales/pl/ names only keys the CMS has (a misspelt key would change nothing)', () => {
    const own = readdirSync(ownFolder).flatMap((name) => [...flat(JSON.parse(readFileSync(join(ownFolder, name), 'utf8')))].map(([key]) => `${name}: ${key}`))
    expect(own.length).toBeGreaterThan(100)
    expect(own.filter((entry) => !english.has(entry.split(': ')[1]!))).toEqual([])
  })

  it('keeps the placeholders and the plural form of each English string (MessageFormat 2)', () => {
    const wrong = [...served].flatMap(([key, text]) => {
      const source = english.get(key) ?? ''
      const problems: string[] = []
      const extra = [...placeholders(text)].filter((name) => !placeholders(source).has(name))
      if (extra.length) problems.push(`unknown ${extra.join(', ')}`)
      if (source.startsWith('.input') && !text.startsWith('.input')) problems.push('no plural forms, which the English string has')
      // A Polish string may choose its words by a value the English one only shows (the CMS's locale name `_default`).
      if (!source.startsWith('.input') && text.startsWith('.input') && !/^\.input \{\$\w+ :string\}/.test(text))
        problems.push('a choice the English string does not make')
      if (text.startsWith('.input')) {
        // Polish integer plurals: one (1), few (2–4, 22–24…), many (0, 5–21…); * catches the rest; |text| matches a value.
        const keys = [...text.matchAll(/(?:^|\}\}\s*|\$\w+\s+)([^\s{}]+)\s*\{\{/g)].map((match) => match[1])
        if (!keys.includes('*')) problems.push('no * variant')
        const unknown = keys.filter((variant) => !['0', 'one', 'few', 'many', '*'].includes(variant!) && !/^\|[^|]+\|$/.test(variant!))
        if (unknown.length) problems.push(`unknown variants ${unknown.join(', ')}`)
        if (/\bone \{\{/.test(source) && !/\bone \{\{/.test(text)) problems.push('no "one" variant')
      }
      // A brace that opens neither a placeholder nor a variant must be escaped (\{), or the CMS cannot read the string.
      if (/(?<![\\{])\{(?![{$])/.test(text)) problems.push('unescaped {')
      return problems.map((problem) => `${key}: ${problem}`)
    })
    expect(wrong).toEqual([])
  })

  it('is what /admin/ serves as locales/pl.json', () => {
    const file = adminFiles(process.cwd(), { CMS_BACKEND: 'test-repo' }).find(({ fileName }) => fileName === 'admin/locales/pl.json')!
    expect(flat(JSON.parse(String(file.source)))).toEqual(served)
  })

  it("the CMS script /admin/ serves asks for each added key, and the Polish strings have it (issue 43: '13 Kategorie')", () => {
    const script = String(adminFiles(process.cwd(), { CMS_BACKEND: 'test-repo' }).find(({ fileName }) => fileName === 'admin/sveltia-cms.js')!.source)
    for (const key of Object.keys(addedStrings)) {
      expect(script, key).toContain(`Y(\`${key}\``)
      expect(served.get(key), key).toBeTruthy()
    }
    // Polish counts: one, few (2–4), many (5+, 0 has its own words); a small letter after the number.
    expect(served.get('list_item_count')).toMatch(/one \{\{\{\$count\} pozycja\}\} few \{\{\{\$count\} pozycje\}\} many \{\{\{\$count\} pozycji\}\}/)
  })

  it('quotes in the Polish way, „…” (the package writes “…”)', () => {
    expect([...served].filter(([, text]) => text.includes('“'))).toEqual([])
    expect(served.get('x_field')).toBe('Pole „{$field}”')
  })

  it("a new page's title and an optional part's box read as Polish, not 'Tworzenie Strony', 'Dodaj Obraz obok tytułu'", () => {
    // Pages are created in folders with `create`: the title names the kind of page in words of its own ('Nowa strona').
    for (const { labelSingular } of pageFolders.filter(({ create }) => create))
      expect(served.get('create_entry_title')).toMatch(new RegExp(`\\|${labelSingular}\\| \\{\\{Now[ya] [^{}]+\\}\\}`))
    expect(served.get('add_optional_x')).toBe('Dodaj „{$name}”')
  })
})
