import { at, type Finding } from '../problem.ts'
import type { Site } from '../site.ts'
import { parseYamlSource } from '../yamlSource.ts'
import type { Rule } from '../rule.ts'

interface Team {
  members: { name: string }[]
}

/** A name without its title and case: "lek. Anna Przykładowa" and "Anna przykładowa" are one person. */
const person = (name: string) =>
  name
    .replace(/^(?:(?:lek|dr|hab|prof|mgr|inż|n\.\s*med|med|fizjoterapii|fizjoter|piel)\.?\s+)+/giu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLocaleLowerCase('pl')

/** A person entered twice in the team (the page /zespol would show them twice), at the line of the second. */
function checkTeam(site: Site): Finding[] {
  const team = site.data['team.yaml'] as Team | undefined
  const file = site.dataFiles.find((data) => data.name === 'team.yaml')
  if (!team || !file || !Array.isArray(team.members)) return []
  const source = parseYamlSource(file.text)
  const seen = new Set<string>()
  const problems: Finding[] = []
  team.members.forEach((member, index) => {
    const key = person(String(member?.name ?? ''))
    if (key === '') return
    if (!seen.has(key)) return void seen.add(key)
    problems.push(
      at(
        file.file,
        source.positionAt(['members', index, 'name']),
        `osoba „${member.name}” jest już w zespole`,
        'Jeśli to ta sama osoba, usuń ten wpis i popraw tamten; jeśli to inna osoba o tym samym nazwisku, dopisz w roli, czym się zajmuje',
      ),
    )
  })
  return problems
}

export const osobaPowtorzona: Rule = {
  id: 'osoba-powtorzona',
  severity: 'warning',
  description: 'Osoba wpisana w zespole (`team.yaml`) dwa razy, także z innym tytułem („lek.”, „dr”) albo inną wielkością liter.',
  why: 'Strona zespołu pokazałaby ją dwa razy, a pacjent nie wiedziałby, który opis i które godziny są aktualne.',
  fix: 'Zostaw jeden wpis tej osoby. Jeśli to dwie różne osoby o tym samym imieniu i nazwisku, rola każdej powinna mówić, czym się zajmuje.',
  examples: {
    ok: [{ file: 'content/data/team.yaml', replaces: '    name: lek. Marek Przykładowy', text: '    name: lek. Marek Nowak' }],
    notOk: [{ file: 'content/data/team.yaml', replaces: '    name: lek. Marek Przykładowy', text: '    name: dr Anna przykładowa' }],
  },
  run: checkTeam,
}
