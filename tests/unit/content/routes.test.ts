import { describe, expect, test } from 'vitest'
import { builtRoute, normaliseRoute, routeFromContentFile } from '../../../lib/content/routes.ts'

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

describe('builtRoute', () => {
  test.each([
    ['/admin', 'edytora strony'],
    ['/admin/logowanie', 'edytora strony'],
    ['/assets/x', 'plików skryptów strony'],
    ['/404', 'strony „nie ma takiej strony”'],
    ['/administracja', undefined],
    ['/szczepienia/admin', undefined],
    ['/', undefined],
  ])('%s belongs to %s', (route, owner) => {
    expect(builtRoute(route)).toBe(owner)
  })
})
