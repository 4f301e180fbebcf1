import { policyMetaTags } from '../security/policyMeta.ts'
import { adminHeaders, adminScripts, adminWorkers } from './adminPolicy.ts'
import { escapeHtml } from '../security/escapeHtml.ts'

/**
 * /admin/index.html. With the editor's sign-in set up in editor.yaml, it loads
 * the CMS from our own origin with the generated config.yml beside it; without
 * it, it tells in Polish what to configure, instead of a sign-in that cannot work.
 * The CMS script is not in the page: start.js (lib/cms/browser/adminStart.js)
 * adds it only when the page is not inside a frame, since on a host that sends
 * no headers (GitHub Pages) nothing else stops another site from framing it.
 * Paths are relative, so the page works wherever the site is served from;
 * start.js narrows the page's policy to the scripts it names (adminPolicy.ts).
 */
export function adminPage({ siteName, configured, repository }: { siteName: string; configured: boolean; repository: string }): string {
  const head = [
    '<meta charset="utf-8">',
    policyMetaTags({ ...adminHeaders(), 'Referrer-Policy': 'same-origin' }),
    '<meta name="robots" content="noindex, nofollow">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>Edycja strony – ${escapeHtml(siteName)}</title>`,
    '<link rel="icon" href="../favicon.svg" type="image/svg+xml">',
  ]
  if (configured) {
    return `<!DOCTYPE html>
<html lang="pl">
<head>
${head.join('\n')}
<link href="config.yml" type="application/yaml" rel="cms-config-url">
</head>
<body>
<noscript>Edytor strony działa tylko z włączonym JavaScriptem.</noscript>
<script src="start.js" data-scripts="${adminScripts.join(' ')}" data-workers="${adminWorkers.join(' ')}"></script>
</body>
</html>
`
  }
  return `<!DOCTYPE html>
<html lang="pl">
<head>
${head.join('\n')}
<style>body{font-family:system-ui,sans-serif;max-width:44rem;margin:2rem auto;padding:0 1rem;line-height:1.55}code{background:#f1f3f2;padding:0 .2em;border-radius:3px}</style>
</head>
<body>
<main>
<h1>Edytor strony nie jest jeszcze skonfigurowany</h1>
<p>Edytor zapisuje każdą zmianę jako propozycję (pull request) w repozytorium strony w serwisie GitHub. Aby z niego korzystać, osoba, która wdraża stronę, musi raz wykonać poniższe kroki.</p>
<ol>
<li>W pliku <code>content/data/clinic.yaml</code> wpisz w polu <code>repository</code> adres repozytorium strony (teraz: <code>${escapeHtml(repository)}</code>).</li>
<li>Włącz na GitHubie ochronę gałęzi głównej (zmiany tylko przez pull request ze sprawdzeniem); bez niej „Opublikuj” w edytorze nie czeka na sprawdzenie.</li>
<li>W głównym folderze repozytorium (poza folderem <code>content</code>) utwórz plik <code>editor.yaml</code> z wybranym sposobem logowania:
<ul>
<li><code>signIn: netlify</code> – gdy strona jest na Netlify (logowanie przez GitHub włączasz w ustawieniach witryny na Netlify);</li>
<li><code>signIn: worker</code> i <code>authUrl</code> – na GitHub Pages, Cloudflare Pages i własnym serwerze z nginx, z bezpłatnym pośrednikiem logowania sveltia-cms-auth;</li>
<li><code>signIn: token</code> – tylko dla jednej osoby technicznej, która loguje się tokenem dostępu.</li>
</ul></li>
<li>Zatwierdź zmianę i poczekaj na nowe wdrożenie strony; ta strona zamieni się wtedy w edytor.</li>
</ol>
<p>Wszystkie kroki są opisane w pliku <code>docs/edycja/pierwsze-uruchomienie.md</code> w repozytorium.</p>
</main>
</body>
</html>
`
}
