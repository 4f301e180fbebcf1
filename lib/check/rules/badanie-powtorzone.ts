import { at, type Finding } from '../problem.ts'
import type { Site } from '../site.ts'
import { parseYamlSource } from '../yamlSource.ts'
import type { Rule } from '../rule.ts'

interface LabTests {
  categories: { title: string; items: { name: string }[] }[]
}

/** Two lab tests with one name (a visitor would find both, with two prices), at the line of the second. */
function checkDuplicates(site: Site): Finding[] {
  const labTests = site.data['labTests.yaml'] as LabTests | undefined
  const file = site.dataFiles.find((data) => data.name === 'labTests.yaml')
  if (!labTests || !file || !Array.isArray(labTests.categories)) return []
  const source = parseYamlSource(file.text)
  const seen = new Map<string, string>()
  const problems: Finding[] = []
  labTests.categories.forEach((category, categoryIndex) =>
    (category.items ?? []).forEach((item, itemIndex) => {
      const key = String(item.name).trim().toLowerCase()
      const first = seen.get(key)
      if (first === undefined) return void seen.set(key, category.title)
      problems.push(
        at(
          file.file,
          source.positionAt(['categories', categoryIndex, 'items', itemIndex, 'name']),
          `badanie „${item.name}” jest już w cenniku (kategoria „${first}”)`,
          'Zostaw jeden wiersz z tym badaniem',
        ),
      )
    }),
  )
  return problems
}

export const badaniePowtorzone: Rule = {
  id: 'badanie-powtorzone',
  severity: 'error',
  description: 'Badanie wpisane w cenniku badań laboratoryjnych (`labTests.yaml`) dwa razy.',
  why: 'Pacjent szukający badania znalazłby je dwa razy, czasem z dwiema różnymi cenami, i nie wiedziałby, która jest aktualna.',
  fix: 'Zostaw jeden wiersz z tym badaniem (wielkość liter się nie liczy) i sprawdź, czy ma właściwą cenę. Jeśli to dwa różne badania, dopisz w nazwie, czym się różnią.',
  examples: {
    ok: [
      { file: 'content/data/labTests.yaml', replaces: '      - name: Estradiol', text: '      - name: AMH\n        price: 120 zł\n      - name: Estradiol' },
    ],
    notOk: [
      { file: 'content/data/labTests.yaml', replaces: '      - name: Estradiol', text: '      - name: TSH\n        price: 35 zł\n      - name: Estradiol' },
    ],
  },
  run: checkDuplicates,
}
