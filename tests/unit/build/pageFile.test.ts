import { expect, test } from 'vitest'
import { pageFile, pageRoute, servedFile } from '../../../lib/build/pageFile.ts'

test('a page is built to its address plus .html, the home page to index.html', () => {
  expect(pageFile('/')).toBe('index.html')
  expect(pageFile('/o-nas')).toBe('o-nas.html')
  expect(pageFile('/szczepienia/ciaza')).toBe('szczepienia/ciaza.html')
  expect(pageFile('kontakt')).toBe('kontakt.html')
  expect(pageFile('')).toBe('index.html')
})

test('the address of a built file is the reverse; the 404 page, the editor and assets are no pages', () => {
  for (const route of ['/', '/o-nas', '/szczepienia', '/szczepienia/ciaza']) expect(pageRoute(pageFile(route))).toBe(route)
  for (const file of ['404.html', 'admin/index.html', 'assets/entries/client.js', 'noscript.css', 'o-nas/index.html'])
    expect(pageRoute(file), file).toBeUndefined()
})

test('a path is served from its own file, a page or a folder’s index.html, as every host serves it without a redirect', () => {
  expect(servedFile('/')).toBe('index.html')
  expect(servedFile('/o-nas')).toBe('o-nas.html')
  expect(servedFile('/szczepienia/ciaza')).toBe('szczepienia/ciaza.html')
  expect(servedFile('/admin/')).toBe('admin/index.html')
  expect(servedFile('/assets/entries/client.js')).toBe('assets/entries/client.js')
  expect(servedFile('/images/zesp%C3%B3%C5%82.jpg')).toBe('images/zespół.jpg')
  // A slashed page address would need a folder the build does not make.
  expect(servedFile('/o-nas/')).toBe('o-nas/index.html')
})
