import { describe, expect, test } from 'vitest'
import { pageRoute } from '../../../lib/vite/checkPlugin.ts'

describe('pageRoute: which requests are a browser opening a page', () => {
  const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' }
  test.each([
    ['/kontakt', '/', '/kontakt'],
    ['/kontakt/?a=1', '/', '/kontakt'],
    ['/', '/', '/'],
    ['/klinika/cennik', '/klinika/', '/cennik'],
    ['/klinika', '/klinika/', '/'],
    ['/szczepienia/podr%C3%B3%C5%BCe', '/', '/szczepienia/podróże'],
  ])('%s (base %s) is the page %s', (url, base, route) => {
    expect(pageRoute({ method: 'GET', url, headers: html }, base)).toBe(route)
  })

  test.each([
    ['GET', '/@vite/client', html],
    ['GET', '/renderer/styles/index.css', html],
    ['GET', '/node_modules/.vite/deps/react.js', html],
    ['GET', '/kontakt', { accept: '*/*' }],
    ['POST', '/kontakt', html],
    ['GET', '/inny/kontakt', html],
  ])('%s %s is not', (method, url, headers) => {
    expect(pageRoute({ method, url, headers }, url.startsWith('/inny') ? '/klinika/' : '/')).toBeUndefined()
  })
})
