import { renderToStaticMarkup } from 'react-dom/server'
import { VFile } from 'vfile'
import { describe, expect, test } from 'vitest'
import { CookieBannerMount } from '../../../components/consent/CookieBannerMount.tsx'
import { Nav } from '../../../components/layout/Nav.tsx'
import { SampleList } from '../../../components/sitemap/SampleList.tsx'
import { runChecks } from '../../../lib/check/runChecks.ts'
import { faqAnchor, withFaqQuestions } from '../../../lib/content/faqQuestions.ts'
import { mdxProcessor } from '../../../lib/content/mdxCompiler.ts'
import { reservedIdOwner, siteIds } from '../../../lib/content/reservedIds.ts'
import { lineOf, newPage, siteWith, TODAY } from '../checkHelpers.ts'

// Ids the site's layout and scripts rely on (lib/content/reservedIds.ts) are
// refused in content (issue 40: an element with id="zgoda-cookies" in a page
// kept the cookie banner from opening on it).

test('the components take their ids from the one list', () => {
  expect(renderToStaticMarkup(<CookieBannerMount />)).toContain(`<template id="${siteIds.consent}"`)
  expect(renderToStaticMarkup(<CookieBannerMount />)).toContain(`id="${siteIds.consentTitle}"`)
  expect(renderToStaticMarkup(<Nav />)).toContain(`id="${siteIds.menu}"`)
  expect(renderToStaticMarkup(<SampleList labels={['telefon']} />)).toContain(`id="${siteIds.sampleData}"`)
  for (const id of [...Object.values(siteIds), 'podmenu-0', 'cookies-analytics', 'cookies-analytics-opis']) expect(reservedIdOwner(id), id).toBeDefined()
  expect(reservedIdOwner('zgoda-na-zabieg')).toBeUndefined()
})

const found = (edits: Record<string, (text: string) => string | null>) =>
  runChecks(siteWith(edits), TODAY).map((problem) => `${problem.file}:${problem.line} ${problem.severity} [${problem.rule}] ${problem.message}`)

describe('an id the page already has is an error at its element (id-zajete), however it is written', () => {
  test.each([
    ['<span id="zgoda-cookies">dobrowolna</span>', 'baner zgody na pliki cookies na każdej stronie'],
    ['<span id={"zgoda-cookies"}>dobrowolna</span>', 'baner zgody na pliki cookies'],
    ['<span id={`zgoda-cookies`}>dobrowolna</span>', 'baner zgody na pliki cookies'],
    ['<span id="zgoda&#45;cookies">dobrowolna</span>', 'baner zgody na pliki cookies'],
    ["<span id='menu-glowne'>dobrowolna</span>", 'menu główne'],
    ['<strong id="tresc">dobrowolna</strong>', 'główna treść każdej strony'],
    ['<span id="podmenu-1">dobrowolna</span>', 'podmenu menu głównego'],
    ['<span id="analityka">dobrowolna</span>', 'skrypt statystyk odwiedzin'],
  ])('%s', (element, owner) => {
    const problems = found(newPage(`Zgoda na zabieg jest ${element}.`))
    expect(problems.filter((line) => line.includes('[id-zajete]'))).toEqual([
      expect.stringMatching(new RegExp(`^content/nowa-strona.mdx:7 error \\[id-zajete\\] id „[a-z0-9-]+” ma już ${owner}`)),
    ])
  })

  test('a heading’s, another element’s and a component’s id on the same page', () => {
    const problems = found(
      newPage(
        '## Godziny przyjęć',
        '',
        '<span id="godziny-przyjec">x</span> <span id="a">y</span>',
        '',
        '<span id="a">z</span>',
        '',
        '<Specialist id="lekarz-konsultacje" />',
        '',
        '<p id="osoba-lekarz-konsultacje">Lekarz.</p>',
      ),
    ).filter((line) => line.includes('[id-zajete]'))
    expect(problems).toEqual([
      'content/nowa-strona.mdx:9 error [id-zajete] id „godziny-przyjec” ma już nagłówek tej strony',
      'content/nowa-strona.mdx:11 error [id-zajete] id „a” ma już inny element w linii 9 tej strony',
      'content/nowa-strona.mdx:15 error [id-zajete] id „osoba-lekarz-konsultacje” ma już znacznik <Specialist> na tej stronie',
    ])
  })

  test('in an FAQ answer, at its line of faq.yaml', () => {
    const file = 'content/data/faq.yaml'
    const line = lineOf(file, 'answer: Na pierwszą wizytę przyjdź')
    const problems = found({
      [file]: (text) => text.replace(/answer: Na pierwszą wizytę.*\n/, 'answer: \'Przyjdź <span id="zgoda-cookies">5 minut</span> wcześniej.\'\n'),
    })
    expect(problems).toContainEqual(
      `${file}:${line} error [id-zajete] id „zgoda-cookies” ma już baner zgody na pliki cookies na każdej stronie (bez niego baner się nie otworzy)`,
    )
  })

  test('it cannot be excused or switched off', () => {
    const excused = found(newPage('Zgoda jest <span id="zgoda-cookies">dobrowolna</span>. {/* sprawdzenie: pomiń id-zajete – tak ma być */}'))
    expect(excused).toContainEqual(expect.stringMatching(/\[id-zajete\]/))
    const off = found({
      ...newPage('Zgoda jest <span id="zgoda-cookies">dobrowolna</span>.'),
      'content/sprawdzenie.yaml': () => 'reguły:\n  id-zajete: wyłączona\n',
    })
    expect(off).toContainEqual(expect.stringMatching(/^content\/nowa-strona.mdx:7 error \[id-zajete\]/))
    expect(off).toContainEqual(expect.stringMatching(/^content\/sprawdzenie.yaml:2 error \[ustawienia\] reguły id-zajete nie można wyłączyć/))
  })
})

test('a heading or an FAQ question whose words make a reserved id gets -2, and its link agrees', () => {
  const text = withFaqQuestions('## Zgoda cookies\n\n<FaqQuestions category="wizyty" />\n', [{ question: 'Menu główne?', category: 'wizyty', answer: 'Tak.' }])
  const code = String(mdxProcessor.processSync(new VFile({ path: 'content/faq.mdx', value: text })).value)
  expect(code).toContain('id: "zgoda-cookies-2"')
  expect(code).toContain(`id: "${faqAnchor('Menu główne?')}"`)
  expect(faqAnchor('Menu główne?')).toBe('menu-glowne-2')
  expect(code).not.toMatch(/id: "(zgoda-cookies|menu-glowne)"/)
})

test('an FAQ answer’s element with a question’s id is refused too', () => {
  const file = 'content/data/faq.yaml'
  const line = lineOf(file, 'answer: Na pierwszą wizytę przyjdź')
  const problems = found({
    [file]: (text) => text.replace(/answer: Na pierwszą wizytę.*\n/, 'answer: \'Przyjdź <span id="jak-umowic-wizyte">5 minut</span> wcześniej.\'\n'),
  })
  expect(problems).toContainEqual(`${file}:${line} error [id-zajete] id „jak-umowic-wizyte” ma już pytanie „Jak umówić wizytę?” na tej stronie`)
})

test('on a page with a form, an id of the form’s kind is refused', () => {
  const problems = found(newPage('<span id="kontakt-email">Napisz do nas</span>', '', '<ContactForm />')).filter((line) => line.includes('[id-zajete]'))
  expect(problems).toEqual([
    'content/nowa-strona.mdx:7 error [id-zajete] id „kontakt-email” ma już formularz kontaktowy na tej stronie (ids jego pól zaczynają się od „kontakt-”)',
  ])
  expect(found(newPage('<span id="kontakt-email">Napisz do nas</span>')).filter((line) => line.includes('[id-zajete]'))).toEqual([])
})
