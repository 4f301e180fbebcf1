import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { CookieBannerMount } from '../../components/consent/CookieBannerMount.tsx'
import { consentTexts } from '../../lib/data/siteData.ts'

// The banner's HTML is on every page: these keep it inert, complete and free of repeats.
const html = renderToStaticMarkup(<CookieBannerMount />)
const { banner, settings, categories } = consentTexts
/** A text as React writes it into HTML, so an editor's quote or ampersand does not fail the test. */
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;')

test('the banner is rendered inside an inert <template>, with no JSON props', () => {
  expect(html).toMatch(/^<template id="zgoda-cookies"><section class="cookie-banner" aria-labelledby="cookie-banner-tytul">/)
  expect(html).toMatch(/<\/section><\/template>$/)
  expect(html).not.toContain('data-props')
  // React separates adjacent text nodes with a comment; the banner's paragraph has none.
  expect(html).not.toContain('<!-- -->')
})

test('the simple view shows; the detail view is there, hidden', () => {
  expect(html).toContain('<div data-view="simple">')
  expect(html).toContain('<div data-view="settings" hidden="">')
  expect(html.indexOf('data-view="simple"')).toBeLessThan(html.indexOf('data-view="settings"'))
})

test('every text is in the HTML once (Akceptuj wszystkie: once per view)', () => {
  const count = (text: string) => html.split(text).length - 1
  const { title, close, text, acceptAll, rejectAll, customize } = banner
  expect(count(`>${escaped(title)}<`)).toBe(1)
  expect(count(`data-other="${escaped(settings.title)}"`)).toBe(1)
  expect(count(`aria-label="${escaped(close)}"`)).toBe(1)
  expect(count(`data-other="${escaped(settings.back)}"`)).toBe(1)
  expect(count(escaped(text))).toBe(1)
  expect(count(`>${escaped(acceptAll)}<`)).toBe(2)
  for (const once of [rejectAll, customize, settings.save, settings.alwaysActive]) expect(count(`>${escaped(once)}<`)).toBe(1)
  for (const { label, description } of Object.values(categories)) {
    expect(count(`>${escaped(label)}<`)).toBe(1)
    expect(count(`>${escaped(description)}<`)).toBe(1)
  }
})

test('each optional category has a switch, off, named and described by its texts; necessary has none', () => {
  const switches = [...html.matchAll(/<button type="button" role="switch"[^>]*>/g)].map((match) => match[0])
  expect(switches).toHaveLength(3)
  for (const category of ['functional', 'analytics', 'marketing']) {
    const button = switches.find((tag) => tag.includes(`data-category="${category}"`))!
    expect(button).toContain('aria-checked="false"')
    expect(button).toContain(`aria-labelledby="cookies-${category}"`)
    expect(button).toContain(`aria-describedby="cookies-${category}-opis"`)
    expect(html).toContain(`id="cookies-${category}">${escaped(categories[category as 'functional'].label)}<`)
  }
  expect(html).not.toContain('data-category="necessary"')
})

test('the choices are marked for cookieBanner.client.ts', () => {
  expect([...html.matchAll(/data-choice="(\w+)"/g)].map((match) => match[1])).toEqual(['accepted', 'rejected', 'customized', 'accepted'])
})
