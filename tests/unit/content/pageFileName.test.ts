import { describe, expect, test } from 'vitest'
import { pageFileName } from '../../../lib/content/pageFileName.ts'
import { contentFileNamePattern } from '../../../lib/content/routes.ts'

describe("a new page from the browser editor's template", () => {
  test('its file name, made from its title, is one the check takes', () => {
    for (const title of ['Szczepienia w ciąży – pytania', 'Ćwiczenia: łóżko, żółw i źdźbło', 'COVID-19 (2026)', '„Zdrowy” kręgosłup!']) {
      expect(pageFileName(title), title).toMatch(contentFileNamePattern)
    }
    expect(pageFileName('Ćwiczenia: łóżko, żółw i źdźbło')).toBe('cwiczenia-lozko-zolw-i-zdzblo.mdx')
  })
})
