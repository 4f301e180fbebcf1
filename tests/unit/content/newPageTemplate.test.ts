import { describe, expect, test } from 'vitest'
import { newPageBody, newPageParagraph } from '../../../lib/content/newPageTemplate.ts'
import { check } from '../checkHelpers.ts'

describe("a new page from the browser editor's template", () => {
  test("with the template's text the page is valid: one warning, at the paragraph to write over", () => {
    const page = [
      '---',
      'title: Opieka nad kręgosłupem',
      'description: Ćwiczenia i porady fizjoterapeuty dla osób z bólem pleców, w przychodni w Warszawie.',
      'group: uslugi',
      '---',
      '',
      newPageBody,
      '',
    ].join('\n')
    const line = page.split('\n').indexOf(newPageParagraph) + 1
    expect(check({ 'content/opieka-nad-kregoslupem.mdx': () => page })).toEqual([
      `content/opieka-nad-kregoslupem.mdx:${line}:1: na stronie został akapit ze wzoru nowej strony („${newPageParagraph}”). Napisz w jego miejsce pierwszy akapit strony`,
    ])
  })
})
