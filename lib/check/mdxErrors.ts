/** HTML elements that have no closing tag: in MDX they must end with "/>". */
const voidElements = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr'])

/**
 * The MDX compiler's English message turned into what an editor understands,
 * with the usual fix. The compiler stops at the first problem of a file.
 */
/** `at`: the character the mistake is reported at, when the compiler says which. */
export function explainMdxError(reason: string, at?: string): { message: string; fix: string } {
  const character = /Unexpected character `(.+?)` \(U\+[0-9A-F]+\) before name/.exec(reason)
  if (character?.[1] === '!') {
    return { message: 'komentarz HTML „<!-- -->” nie działa w plikach MDX', fix: 'Napisz komentarz tak: {/* treść komentarza */}' }
  }
  if (character || /Unexpected end of file before name/.test(reason)) {
    return {
      message: 'po znaku „<” nie ma nazwy znacznika (w pliku MDX „<” otwiera znacznik)',
      fix: 'Jeśli to zwykły tekst (np. „<3 lat”), napisz słowo („poniżej 3 lat”) albo &lt;',
    }
  }
  const unclosed = /Expected a closing tag for `<([\w.]+)>`/.exec(reason)
  if (unclosed) {
    const name = unclosed[1]!
    if (voidElements.has(name.toLowerCase())) {
      return { message: `znacznik <${name}> jest zapisany jak w HTML, bez zamknięcia`, fix: `W MDX zamknij go ukośnikiem: <${name} />` }
    }
    return { message: `znacznik <${name}> nie jest zamknięty`, fix: `Dodaj </${name}> na końcu jego treści albo zakończ go „/>”, jeśli nie ma treści` }
  }
  const mismatch = /Unexpected closing tag `<\/([\w.]*)>`, expected corresponding closing tag for `<([\w.]+)>`/.exec(reason)
  if (mismatch && mismatch[1]!.toLowerCase() === mismatch[2]!.toLowerCase()) {
    return { message: `znacznik zamykający </${mismatch[1]}> ma inną wielkość liter niż <${mismatch[2]}>`, fix: `Napisz </${mismatch[2]}>` }
  }
  const stray = /Unexpected closing (?:slash `\/` in tag|tag `<\/([\w.]*)>`)/.exec(reason)
  if (stray) {
    const tag = stray[1] ? `</${stray[1]}> ` : ''
    return { message: `znacznik zamykający ${tag}nie ma pasującego znacznika otwierającego`, fix: 'Sprawdź, czy nazwy znacznika otwierającego i zamykającego są takie same i czy są w dobrej kolejności' }
  }
  if (/after name/.test(reason)) {
    return { message: 'po nazwie znacznika brakuje nazwy atrybutu', fix: 'Napisz ją przed wartością, np. <Notice title="Ważne">' }
  }
  if (/after self-closing slash/.test(reason)) {
    return { message: 'po ukośniku „/” znacznik musi się skończyć', fix: 'Zakończ znacznik „/>”, np. <Phone />' }
  }
  if (/before attribute name|after attribute name|in attribute name/.test(reason)) {
    return { message: 'znacznik w tej linii jest niedokończony', fix: 'Sprawdź, czy kończy się „>” albo „/>” i czy wartości atrybutów są w cudzysłowie' }
  }
  if (/attribute value/.test(reason) && at && /[„”“‘’«»‚]/.test(at)) {
    return { message: `wartość atrybutu ma cudzysłów drukarski ${at}, np. wklejony z edytora tekstu`, fix: 'W znacznikach używaj prostego cudzysłowu ", np. title="Ważne"' }
  }
  if (/attribute value/.test(reason)) {
    return { message: 'wartość atrybutu nie jest w cudzysłowie', fix: 'Ujmij wartość w cudzysłów, np. title="Szczepienia"' }
  }
  if (/import\/exports/.test(reason)) {
    return {
      message: 'linia zaczyna się od słowa „import” albo „export”, które w pliku MDX otwiera kod',
      fix: 'Zacznij to zdanie inaczej albo wielką literą („Import szczepionek…”)',
    }
  }
  if (/closing brace|in expression|acorn|Unexpected end of file in expression/i.test(reason)) {
    return {
      message: 'w pliku MDX nawias „{” otwiera kod, a nie zwykły tekst',
      fix: 'Użyj nawiasu okrągłego albo napisz \\{ i \\}',
    }
  }
  return { message: `pliku MDX nie da się odczytać (${reason.split('\n')[0]})`, fix: 'Sprawdź znaki <, >, { i } w tej linii i znaczniki komponentów' }
}
