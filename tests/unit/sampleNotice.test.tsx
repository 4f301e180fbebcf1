import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { SampleNotice, sampleListHref, sampleNoticeText } from '../../components/layout/SampleNotice.tsx'
import { SampleList } from '../../components/sitemap/SampleList.tsx'
import { siteIds } from '../../lib/content/reservedIds.ts'
import { holdsSample, remainingSamples, sampleLabels } from '../../lib/data/samples.ts'
import { remainingSampleLabels, samples } from '../../lib/data/siteSamples.ts'
import { frozenSite } from '../frozenSite.ts'

// The sample-data mark (issue 20): shown on every page while a value listed in
// content/data/samples.yaml still stands in its file, gone with the last one.

const phone = { label: 'numer telefonu', file: 'content/data/clinic.yaml', value: '+48 22 100 00 00' }
const nip = { label: 'dane rejestrowe', file: 'content/data/clinic.yaml', value: '123-456-32-18' }
const rooms = { label: 'gabinety', file: 'content/o-nas.mdx', value: 'W przychodni są gabinety' }
const files: Record<string, string> = {
  'content/data/clinic.yaml': "phone:\n  number: '+48 22 100 00 00'\nregistry:\n  nip: 123-456-32-18\ngeo:\n  latitude: 52.2005\n",
  'content/o-nas.mdx': '---\ntitle: O nas\n---\n\nW przychodni są gabinety lekarskie.\n',
}

describe('which samples remain', () => {
  test('a value still in its file remains, whatever its quoting; a number is read as the file writes it', () => {
    expect(remainingSamples([phone, nip, rooms], (file) => files[file])).toEqual([phone, nip, rooms])
    expect(holdsSample('content/data/clinic.yaml', files['content/data/clinic.yaml'], '52.2005')).toBe(true)
  })

  test('a value replaced by the real one no longer counts; nor does one in a missing file', () => {
    const replaced: Record<string, string> = {
      ...files,
      'content/data/clinic.yaml': files['content/data/clinic.yaml']!.replace('+48 22 100 00 00', '+48 22 555 12 34'),
    }
    expect(remainingSamples([phone, nip, rooms], (file) => replaced[file])).toEqual([nip, rooms])
    expect(remainingSamples([phone], () => undefined)).toEqual([])
  })

  test('a value is matched in the parsed data, not in a key or a comment-like text of the file', () => {
    expect(holdsSample('content/data/clinic.yaml', 'number: +48 1\n# +48 22 100 00 00\n', '+48 22 100 00 00')).toBe(false)
  })

  test('the labels are listed once each, in the order of samples.yaml', () => {
    expect(sampleLabels([phone, { ...phone, value: 'x' }, nip])).toEqual(['numer telefonu', 'dane rejestrowe'])
  })
})

describe('the mark', () => {
  test('while a sample remains, one sentence says how many, in the form Polish gives the number, and links to the list', () => {
    const html = renderToStaticMarkup(<SampleNotice labels={['numer telefonu', 'osoby w zespole']} />)
    expect(html).toContain('2 informacje to jeszcze przykłady.')
    expect(html).toContain(`<a href="${sampleListHref}">Zobacz listę</a>`)
    expect(html).toContain('role="note"')
    // The list itself is not on every page (issue 42: it filled a phone's first screen).
    expect(html).not.toContain('numer telefonu')
    expect([1, 4, 5, 12, 22, 27].map(sampleNoticeText)).toEqual([
      '1 informacja to jeszcze przykład.',
      '4 informacje to jeszcze przykłady.',
      '5 informacji to jeszcze przykłady.',
      '12 informacji to jeszcze przykłady.',
      '22 informacje to jeszcze przykłady.',
      '27 informacji to jeszcze przykłady.',
    ])
  })

  test('the list the mark links to names every remaining sample, under the id of the link', () => {
    const html = renderToStaticMarkup(<SampleList labels={['numer telefonu', 'osoby w zespole']} />)
    expect(sampleListHref).toBe(`/mapa-strony#${siteIds.sampleData}`)
    expect(html).toContain(`id="${siteIds.sampleData}"`)
    expect(html).toContain('<li>numer telefonu</li><li>osoby w zespole</li>')
  })

  test('when the last sample is replaced, neither the mark nor the list is rendered', () => {
    const replacedAll = sampleLabels(remainingSamples([phone, nip], () => 'phone:\n  number: +48 22 555 12 34\n'))
    expect(replacedAll).toEqual([])
    expect(renderToStaticMarkup(<SampleNotice labels={replacedAll} />)).toBe('')
    expect(renderToStaticMarkup(<SampleList labels={replacedAll} />)).toBe('')
  })

  test('the frozen test site holds its samples: every one of samples.yaml stands in its file', () => {
    expect(samples.length).toBeGreaterThan(20)
    expect(remainingSampleLabels(frozenSite)).toEqual(sampleLabels(samples))
  })
})
