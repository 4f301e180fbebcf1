import { describe, expect, test } from 'vitest'
import { normaliseRoute, routeFromContentFile } from '../../../lib/content/routes.ts'

describe('routeFromContentFile', () => {
  test.each([
    ['content/index.mdx', '/'],
    ['content/szczepienia/index.mdx', '/szczepienia'],
    ['content/szczepienia/podroze.mdx', '/szczepienia/podroze'],
    ['/content/cennik.mdx', '/cennik'],
    ['/work/site/content/uslugi/nowa/index.mdx', '/uslugi/nowa'],
  ])('%s is published at %s', (file, route) => {
    expect(routeFromContentFile(file)).toBe(route)
  })
})

describe('normaliseRoute', () => {
  test.each([
    ['/o-nas/', '/o-nas'],
    ['/o-nas', '/o-nas'],
    ['/', '/'],
    ['//', '/'],
    ['/szczepienia/podroze/', '/szczepienia/podroze'],
  ])('%s -> %s', (input, output) => {
    expect(normaliseRoute(input)).toBe(output)
  })
})
