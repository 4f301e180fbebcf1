import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { photoLimits } from '../../schemas/photoField.ts'
import { imageSize } from '../imageSize.ts'
import { nearest } from '../nearest.ts'
import { at, type Finding } from '../problem.ts'
import { isInvalid, type Site } from '../site.ts'
import { parseYamlSource } from '../yamlSource.ts'
import type { Rule } from '../rule.ts'

interface Team {
  members?: { name?: unknown; photo?: unknown }[]
}

const kb = (bytes: number) => `${Math.ceil(bytes / 1024)} KB`
const shrink = `Dodaj zdjęcie jeszcze raz w edytorze (w formularzu Zespół), który sam je zmniejszy, albo zmniejsz je do ${photoLimits.upload.width} × ${photoLimits.upload.height} px i zapisz jako WebP lub JPG o jakości ok. 80%`

/**
 * A person's photo (team.yaml `photo`) is a file in public/ that /zespol can
 * show without weighing the page down: it exists, is a JPEG, PNG or WebP
 * image, and is within photoLimits (lib/schemas/photoField.ts). Each problem
 * stands at the photo's line and names the person.
 */
function checkPhotos(site: Site): Finding[] {
  const team = site.data['team.yaml'] as Team | undefined
  const file = site.dataFiles.find((data) => data.name === 'team.yaml')
  if (!team || !file || !Array.isArray(team.members)) return []
  const source = parseYamlSource(file.text)
  const problems: Finding[] = []
  team.members.forEach((member, index) => {
    const path = ['members', index, 'photo']
    const photo = member?.photo
    if (typeof photo !== 'string' || isInvalid(site, file.file, path)) return
    const problem = (message: string, fix: string) => {
      // One line per mistake: the link check, which reads every address in the data files, finds this spot too and is listed after.
      problems.push(at(file.file, source.positionAt(path), `zdjęcie osoby „${String(member.name)}”: ${message}`, fix))
    }
    if (!site.publicFiles.has(photo)) {
      const near = nearest(
        photo,
        [...site.publicFiles].filter((candidate) => candidate.startsWith('/images/')),
        Math.ceil(photo.length / 4),
      )
      problem(
        `nie ma pliku public${photo}`,
        near
          ? `Czy chodziło o „${near}”? Popraw ścieżkę albo wybierz zdjęcie jeszcze raz w edytorze`
          : 'Wybierz zdjęcie jeszcze raz w edytorze (zapisze plik razem z formularzem) albo dodaj plik do folderu public',
      )
      return
    }
    const bytes = readFileSync(join(site.root, 'public', photo))
    const size = imageSize(bytes)
    if (!size)
      return void problem(
        'plik nie jest obrazem JPG, PNG ani WebP (mimo takiej końcówki nazwy)',
        'Zapisz zdjęcie ponownie w programie graficznym jako JPG albo WebP i dodaj je jeszcze raz',
      )
    if (size.width > photoLimits.maxSide || size.height > photoLimits.maxSide) {
      problem(`ma ${size.width} × ${size.height} px, a może mieć najwyżej ${photoLimits.maxSide} px z każdej strony`, shrink)
    } else if (bytes.length > photoLimits.maxBytes) {
      problem(`plik ma ${kb(bytes.length)}, a może mieć najwyżej ${kb(photoLimits.maxBytes)}, żeby strona /zespol szybko się wczytywała na telefonie`, shrink)
    }
  })
  return problems
}

export const zdjecie: Rule = {
  id: 'zdjecie',
  severity: 'error',
  description: 'Zdjęcie osoby z zespołu (`team.yaml`), którego pliku nie ma, które nie jest obrazem JPG, PNG ani WebP albo jest za duże.',
  why: 'Bez pliku albo z plikiem, który nie jest obrazem, strona Zespół nie pokaże zdjęcia tej osoby. Za duże zdjęcie długo wczytuje się na telefonie, zwłaszcza przy słabym zasięgu.',
  fix: 'Wybierz zdjęcie jeszcze raz w polu „Zdjęcie” formularza Zespół: edytor w przeglądarce sam je zmniejszy i zapisze plik razem z formularzem. Jeśli dodajesz plik inaczej, zmniejsz go do 240 × 300 px i zapisz jako WebP albo JPG.',
  notInPreview: 'czyta plik zdjęcia z folderu public, którego podgląd w edytorze nie ma',
  examples: {
    ok: [
      {
        file: 'content/data/team.yaml',
        text: '  - id: pielegniarka-szczepienia\n    name: mgr piel. Ewa Bąk\n    role: Pielęgniarka w punkcie szczepień\n    physician: false\n    specializations:\n      - szczepienia ochronne\n    bio: Podaje szczepionki w punkcie szczepień i prowadzi obserwację po szczepieniu.',
      },
    ],
    notOk: [{ file: 'content/data/team.yaml', text: '    photo: /images/zespol/tomasz-kowalski.webp\n    photoAlt: Tomasz Kowalski w sali ćwiczeń' }],
  },
  run: checkPhotos,
}
