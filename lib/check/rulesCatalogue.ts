import { lockedBecause } from './lockedRules.ts'
import type { Example, Rule } from './rule.ts'
import { SETTINGS_FILE } from './site.ts'

// docs/edycja/sprawdzenie.md, the editors' catalogue of the check's rules, written
// from the rules themselves (`npm run docs:rules`): one entry per rule, its
// anchor the rule's id, which every message ends with ([reklama]).

const levels = { error: 'błąd', warning: 'uwaga' } as const

/** A fence longer than any run of backticks in the text, its language from the file. */
function codeBlock(example: Example): string {
  const file = example.file ?? 'content/o-nas.mdx'
  const language = file.endsWith('.mdx') ? 'mdx' : /\.ya?ml$/.test(file) ? 'yaml' : file.endsWith('.svg') ? 'xml' : ''
  const fence = '`'.repeat(Math.max(3, ...[...example.text.matchAll(/`+/g)].map((run) => run[0].length + 1)))
  const where = example.replaces !== undefined ? `W pliku \`${file}\`, zamiast \`${oneLine(example.replaces)}\`:` : example.file ? `W pliku \`${file}\`:` : ''
  if (example.text === '' && example.replaces !== undefined) {
    return [`Z pliku \`${file}\` usunięto \`${oneLine(example.replaces)}\`.`, reportedLine(example)].filter(Boolean).join(' ')
  }
  // The fixed text as its own block after an empty line: the same example after `npm run check -- --popraw`.
  const fixed =
    example.fixed === undefined ? '' : `\n\nPo poprawce (\`npm run check -- --popraw\`):\n${fence}${language}\n${example.fixed.replace(/\n+$/, '')}\n${fence}`
  return [where, `${fence}${language}`, example.text.replace(/\n+$/, ''), fence, reportedLine(example)].filter(Boolean).join('\n') + fixed
}

function reportedLine(example: Example): string {
  return example.reportedIn ? `Sprawdzenie zgłasza to w pliku \`${example.reportedIn.file}\`, w linii \`${oneLine(example.reportedIn.line)}\`.` : ''
}

/** What a locked rule's entry says of it (Rule.locked). */
const lockedNote = (rule: Rule) =>
  `**Tej reguły nie można pominąć ani wyłączyć.** ${capitalized(lockedBecause(rule.id))}, więc pominięcie w tekście i ustawienie w pliku \`${SETTINGS_FILE}\`, które ją nazywają, są same błędami (reguły [pominiecie](#pominiecie) i [ustawienia](#ustawienia)), a jej błąd zawsze zatrzymuje publikację.`

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

const oneLine = (text: string) => text.replace(/\n+$/, '').replace(/\n/g, '↵').replace(/`/g, "'")

function entry(rule: Rule): string {
  return [
    `## ${rule.id}`,
    '',
    `**${levels[rule.severity]}** · ${rule.description}`,
    '',
    ...(rule.locked ? [lockedNote(rule), ''] : []),
    `**Dlaczego.** ${rule.why}`,
    '',
    `**Jak poprawić.** ${rule.fix}`,
    '',
    ...(rule.fixesItself ? [`**Poprawia się samo.** ${capitalized(rule.fixesItself)}`, ''] : []),
    ...(rule.notInPreview ? [`**W podglądzie edytora** ta reguła nie działa: ${rule.notInPreview}. Zgłasza ją sprawdzenie zmiany na GitHubie.`, ''] : []),
    '**Źle:**',
    '',
    rule.examples.notOk.map(codeBlock).join('\n\n'),
    '',
    '**Dobrze:**',
    '',
    rule.examples.ok.map(codeBlock).join('\n\n'),
    '',
  ].join('\n')
}

export function rulesCatalogue(rules: readonly Rule[]): string {
  const sorted = [...rules].sort((a, b) => a.id.localeCompare(b.id, 'pl'))
  const locked = sorted.filter((rule) => rule.locked).map((rule) => `[${rule.id}](#${rule.id})`)
  const lockedList = `${locked.slice(0, -1).join(', ')} i ${locked.at(-1)}`
  return [
    '# Reguły sprawdzenia treści',
    '',
    '<!-- Ten plik powstaje z plików lib/check/rules/*.ts (npm run docs:rules). Nie zmieniaj go ręcznie: zmiana zniknie. -->',
    '',
    'Część przewodnika [Jak edytować stronę](README.md).',
    '',
    'Sprawdzenie treści (`npm run check`, a także każda budowa strony i każda zmiana wysłana z edytora) zgłasza',
    'problemy w tekstach stron i w plikach danych. Każdy komunikat podaje plik, linię i znak, mówi, co jest nie tak',
    'i jak to poprawić, a na końcu, w nawiasie kwadratowym, podaje **id reguły**, np. `[reklama]`. Pod tym id',
    'jest opis reguły w tym pliku.',
    '',
    '- **błąd** zatrzymuje publikację: trzeba go poprawić;',
    '- **uwaga** nie zatrzymuje publikacji: warto ją przeczytać i zwykle poprawić.',
    '',
    'W plikach danych komunikat nazywa pole tak jak formularz edytora, np.',
    '„Ceny szczepionek › Podróże › Ixiaro › Cena za dawkę”; opis każdego pola jest w [pola.md](pola.md).',
    '',
    'Jeden błąd daje jeden komunikat: jego skutki w innych miejscach (np. linki do strony, której plik',
    'ma złą nazwę, albo kotwice z pliku danych z błędem) nie są zgłaszane osobno i mogą pojawić się',
    'dopiero po poprawce. Plik `.mdx` albo plik danych z błędem zapisu (np. niezamknięty znacznik,',
    'złe wcięcie w YAML) jest sprawdzany tylko do pierwszego takiego błędu. Podpowiedź „Czy chodziło',
    'o …?” pojawia się tylko wtedy, gdy wpisana nazwa jest bardzo podobna do istniejącej.',
    '',
    '## W podglądzie edytora',
    '',
    'Podgląd w edytorze przeglądarkowym (`/admin/`) sprawdza otwarty wpis tymi samymi regułami, co `npm run check`, na tych',
    'samych poziomach, i pokazuje te same komunikaty nad stroną i nad polami formularza (z przyciskiem „Pokaż pole”),',
    'zanim zapiszesz zmianę. Nie działają w nim tylko te reguły (zgłasza je dopiero sprawdzenie zmiany na GitHubie):',
    '',
    ...sorted
      .filter((rule) => rule.notInPreview)
      .map((rule, index, list) => `- [${rule.id}](#${rule.id}): ${rule.notInPreview}${index === list.length - 1 ? '.' : ';'}`),
    '',
    '## Poprawki, które sprawdzenie robi samo',
    '',
    'Niektóre pomyłki mają tylko jedną możliwą poprawkę, np. niewidoczny znak wklejony z Worda albo adres strony zapisany',
    'jako nazwa jej pliku. Komunikat takiej pomyłki kończy się słowami „(npm run check -- --popraw poprawi to samo)”.',
    'Polecenie `npm run check -- --popraw` wprowadza wtedy te poprawki w plikach, wypisuje każdą z nich',
    '(„Poprawiono: content/o-nas.mdx:12:5: …”) i sprawdza treść jeszcze raz: to, co zostało, trzeba poprawić samemu.',
    'Zmienione pliki przejrzyj przed zatwierdzeniem zmiany. W edytorze w przeglądarce taki komunikat nad formularzem ma',
    'przycisk „Popraw”, który wprowadza tę samą poprawkę w polu. Same poprawiają się pomyłki tych reguł:',
    '',
    ...sorted
      .filter((rule) => rule.fixesItself)
      .map((rule, index, list) => `- [${rule.id}](#${rule.id}): ${rule.fixesItself!.replace(/\.$/, '')}${index === list.length - 1 ? '.' : ';'}`),
    '',
    '## Gdy reguła się myli: pominięcie jednej linii',
    '',
    'Jeśli tekst jest poprawny, a reguła go zgłasza (np. słowo jest częścią nazwy własnej), można pominąć tę',
    'regułę w jednej linii. Pominięcie musi podawać powód, który zobaczy każdy, kto czyta zmianę:',
    '',
    '```mdx',
    'Program „Najlepszy start” finansuje Urząd m.st. Warszawy. {/* sprawdzenie: pomiń reklama – „Najlepszy start” to nazwa programu miasta */}',
    '```',
    '',
    'W pliku danych (`.yaml`) pominięcie jest komentarzem: `# sprawdzenie: pomiń reklama – powód`. Pominięcie stojące',
    'samo w linii dotyczy też następnej linii z tekstem. Pominięcie bez powodu, z nieznanym id albo w linii, w której',
    'reguła nic nie znajduje, jest zgłaszane (reguła [pominiecie](#pominiecie)). Edytor w przeglądarce nie zachowuje',
    'komentarzy w plikach danych: pominięcie w pliku `.yaml` wpisuje się na GitHubie.',
    '',
    `Reguł, które pilnują bezpieczeństwa strony i jej odwiedzających (${lockedList}),`,
    'nie można pominąć: ich błąd trzeba poprawić, a pominięcie, które je nazywa, jest samo błędem.',
    '',
    '## Poziomy reguł ustala przychodnia',
    '',
    `W pliku \`${SETTINGS_FILE}\` przychodnia może zmienić poziom reguły (błąd, uwaga albo wyłączona) dla całej strony`,
    'albo dla jednego pliku lub folderu. Przykład:',
    '',
    '```yaml',
    'reguły:',
    '  ocena: wyłączona',
    'pliki:',
    '  content/regulamin.mdx:',
    '    reklama: uwaga',
    '```',
    '',
    `Reguł ${lockedList} nie można wyłączyć ani zmienić ich poziomu: zawsze są błędem, a ustawienie, które je nazywa`,
    '(nawet z poziomem „błąd”), jest samo błędem. Błędy w tym pliku zgłasza reguła [ustawienia](#ustawienia).',
    '',
    '## Lista reguł',
    '',
    '| Reguła | Poziom | Co znajduje |',
    '| --- | --- | --- |',
    ...sorted.map(
      (rule) =>
        `| [${rule.id}](#${rule.id}) | ${levels[rule.severity]}${rule.locked ? ', nie do wyłączenia' : ''} | ${rule.description.replace(/\|/g, '\\|')} |`,
    ),
    '',
    ...sorted.map(entry),
  ].join('\n')
}
