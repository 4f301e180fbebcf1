import { lstatSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { hasHead } from '../security/policyMeta.ts'

/**
 * The built HTML files that the build's last step (lib/build/writeHeaders.ts)
 * puts the security policy into, read and checked first, so that a file it
 * cannot process stops the build with a Polish line naming the file and the
 * fix, instead of an English error and a stack trace halfway through.
 *
 * Most such files come from public/, which Vite copies into the build as they
 * are: an HTML file someone put there without a <head> (a search engine's
 * verification file, a fragment), one saved in another encoding than UTF-8, or
 * one the build cannot read. Every file in trouble is named at once.
 */
export class BuiltPagesError extends Error {
  constructor(readonly lines: string[]) {
    super(['Budowanie zatrzymane: tych plików HTML nie da się przygotować do publikacji.', ...lines].join('\n'))
    this.name = 'BuiltPagesError'
  }
}

/** The texts of `files` (absolute paths below `distDir`), in order; throws BuiltPagesError naming every file it cannot process. */
export function readBuiltPages(root: string, distDir: string, files: string[]): string[] {
  const problems: string[] = []
  const texts = files.map((file) => {
    const { name, fix } = describe(root, distDir, file)
    let bytes: Buffer
    try {
      bytes = readFileSync(file)
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? String(error)
      problems.push(`${name}: nie da się odczytać pliku (${code}), więc budowanie nie może dopisać do niego polityki bezpieczeństwa. ${fix.unreadable}`)
      return ''
    }
    if (!isUtf8(bytes)) {
      problems.push(
        `${name}: plik nie jest zapisany w kodowaniu UTF-8, więc dopisanie do niego polityki bezpieczeństwa zniekształciłoby polskie litery. ${fix.encoding}`,
      )
      return ''
    }
    const text = bytes.toString('utf8')
    if (!hasHead(text)) {
      problems.push(
        `${name}: plik HTML nie ma elementu <head>, a budowanie wstawia do <head> każdej strony jej politykę bezpieczeństwa (<meta http-equiv="Content-Security-Policy">). ${fix.head}`,
      )
    }
    return text
  })
  if (problems.length > 0) throw new BuiltPagesError(problems)
  return texts
}

const isUtf8 = (bytes: Buffer) => {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    return true
  } catch {
    return false
  }
}

/**
 * The file as the person who can fix it knows it: `public/x.html` when Vite
 * copied it from there, with what to do there; otherwise its path in the
 * build, which only a mistake in the site's code can have produced.
 */
function describe(root: string, distDir: string, file: string) {
  const inside = relative(distDir, file)
  const source = join(root, 'public', inside)
  // lstat, not exists: a link to nothing in public/ is still public/'s file.
  if (lstatSync(source, { throwIfNoEntry: false })) {
    const name = relative(root, source).split('\\').join('/')
    return {
      name,
      fix: {
        unreadable: `Sprawdź, czy plik ${name} da się otworzyć (czy nie jest uszkodzony ani nie jest dowiązaniem do nieistniejącego pliku) i czy masz prawo go czytać; jeśli nie jest potrzebny, usuń go z folderu public/.`,
        encoding: `Otwórz ${name} w edytorze tekstu i zapisz go w kodowaniu UTF-8 (np. w VS Code: „Save with Encoding” → „UTF-8”).`,
        head: `Dopisz na początku pliku ${name} <head> z <meta charset="utf-8"> i <title>; jeśli plik nie jest stroną dla odwiedzających (np. plik weryfikacyjny wyszukiwarki), usuń go z folderu public/ – własność strony w Google Search Console potwierdza też znacznik <meta> albo rekord DNS.`,
      },
    }
  }
  const name = relative(root, file).split('\\').join('/')
  const bug = 'Ten plik powstaje przy budowaniu, więc to błąd w kodzie strony: przekaż ten komunikat osobie, która utrzymuje kod strony.'
  return { name, fix: { unreadable: bug, encoding: bug, head: bug } }
}
