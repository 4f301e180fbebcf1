import { at, type Finding } from '../problem.ts'
import type { Site } from '../site.ts'
import { parseYamlSource } from '../yamlSource.ts'
import type { Rule } from '../rule.ts'

interface Team {
  members?: { name?: unknown; photo?: unknown; photoAlt?: unknown }[]
}

/**
 * A person's photo description (team.yaml `photoAlt`) with no photo: /zespol shows neither, so the editor who
 * removed the photo, or typed the description and forgot to pick the file, would believe a photo is on the page.
 * A warning, not an error: nothing on the page is wrong, only not what the editor meant.
 */
function descriptionsWithoutPhoto(site: Site): Finding[] {
  const team = site.data['team.yaml'] as Team | undefined
  const file = site.dataFiles.find((data) => data.name === 'team.yaml')
  if (!team || !file || !Array.isArray(team.members)) return []
  const source = parseYamlSource(file.text)
  return team.members.flatMap((member, index) => {
    const alt = member?.photoAlt
    if (typeof alt !== 'string' || alt.trim() === '' || member.photo !== undefined) return []
    return [
      at(
        file.file,
        source.positionAt(['members', index, 'photoAlt']),
        `osoba „${String(member.name)}” ma opis zdjęcia, ale nie ma zdjęcia, więc strona Zespół nie pokazuje ani zdjęcia, ani opisu`,
        'Wybierz zdjęcie w polu „Zdjęcie” albo, jeśli ta osoba ma być bez zdjęcia, usuń tekst z pola „Opis zdjęcia”',
      ),
    ]
  })
}

export const opisBezZdjecia: Rule = {
  id: 'opis-bez-zdjecia',
  severity: 'warning',
  description: 'Osoba z zespołu (`team.yaml`) ma wpisany opis zdjęcia, ale nie ma zdjęcia.',
  why: 'Strona Zespół pokazuje opis tylko razem ze zdjęciem. Opis bez zdjęcia zostaje zwykle po usunięciu zdjęcia albo po zapomnianym wyborze pliku, a wtedy na stronie nie ma zdjęcia, które miało tam być.',
  fix: 'Wybierz zdjęcie w polu „Zdjęcie” formularza Zespół. Jeśli ta osoba ma być bez zdjęcia, usuń tekst z pola „Opis zdjęcia”.',
  examples: {
    ok: [
      {
        file: 'content/data/team.yaml',
        text: '  - id: pielegniarka-szczepienia\n    name: mgr piel. Ewa Bąk\n    role: Pielęgniarka w punkcie szczepień\n    physician: false\n    specializations:\n      - szczepienia ochronne\n    bio: Podaje szczepionki w punkcie szczepień i prowadzi obserwację po szczepieniu.',
      },
    ],
    notOk: [
      {
        file: 'content/data/team.yaml',
        replaces: "    bio: 'Specjalistka medycyny rodzinnej.",
        text: "    photoAlt: Lekarka w białym fartuchu przy biurku\n    bio: 'Specjalistka medycyny rodzinnej.",
      },
    ],
  },
  run: descriptionsWithoutPhoto,
}
