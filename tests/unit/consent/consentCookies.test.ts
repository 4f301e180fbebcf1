import { afterEach, describe, expect, test, vi } from 'vitest'
import {
  ALL_ACCEPTED,
  DEFAULT_PREFERENCES,
  clearConsentCookieStrings,
  consentCookieStrings,
  cookieValue,
  expireCookieStrings,
  isOptionalToolCookie,
  readConsent,
  readPreferences,
} from '../../../lib/consent/consentCookies.ts'

afterEach(() => vi.restoreAllMocks())

/** What the browser would keep: the name=value part of each Set-Cookie string. */
const jar = (strings: string[]) => strings.map((string) => string.split(';')[0]).join('; ')

describe('writing the choice', () => {
  test('two cookies for 365 days on path /, SameSite=Lax, Secure only on https', () => {
    const [consent, preferences] = consentCookieStrings('customized', { ...DEFAULT_PREFERENCES, functional: true }, false)
    expect(consent).toBe('cookie-consent=customized; Max-Age=31536000; Path=/; SameSite=Lax')
    expect(preferences).toBe(
      `cookie-preferences=${encodeURIComponent('{"necessary":true,"analytics":false,"marketing":false,"functional":true}')}; Max-Age=31536000; Path=/; SameSite=Lax`,
    )
    expect(consentCookieStrings('accepted', ALL_ACCEPTED, true).every((cookie) => cookie.endsWith('; SameSite=Lax; Secure'))).toBe(true)
  })

  test('necessary is always stored as true', () => {
    const tampered = { ...DEFAULT_PREFERENCES, necessary: false } as unknown as typeof DEFAULT_PREFERENCES
    expect(readPreferences(jar(consentCookieStrings('customized', tampered, false))).necessary).toBe(true)
  })

  test('clearing expires both cookies at once', () => {
    expect(clearConsentCookieStrings()).toEqual(['cookie-consent=; Max-Age=0; Path=/; SameSite=Lax', 'cookie-preferences=; Max-Age=0; Path=/; SameSite=Lax'])
  })
})

describe('reading the choice', () => {
  test('reads back what was written', () => {
    const cookies = `other=1; ${jar(consentCookieStrings('customized', { ...DEFAULT_PREFERENCES, analytics: true }, false))}`
    expect(readConsent(cookies)).toBe('customized')
    expect(readPreferences(cookies)).toEqual({ necessary: true, analytics: true, marketing: false, functional: false })
  })

  test('no cookies: no consent and the defaults (only necessary)', () => {
    expect(readConsent('')).toBeUndefined()
    expect(readPreferences('')).toEqual(DEFAULT_PREFERENCES)
  })

  test('an unknown consent value counts as no choice', () => {
    expect(readConsent('cookie-consent=maybe')).toBeUndefined()
  })

  test('accepted and customized records make their stored categories count', () => {
    expect(readPreferences(jar(consentCookieStrings('accepted', ALL_ACCEPTED, false)))).toEqual(ALL_ACCEPTED)
    const functional = { ...DEFAULT_PREFERENCES, functional: true }
    expect(readPreferences(jar(consentCookieStrings('customized', functional, false)))).toEqual(functional)
  })

  // Preferences without a consent record are not consent: a leftover of a withdrawn
  // choice, or a cookie planted by something other than the banner.
  const planted = `cookie-preferences=${encodeURIComponent(JSON.stringify(ALL_ACCEPTED))}`
  test.each([
    ['no consent cookie', planted],
    ['consent rejected', `cookie-consent=rejected; ${planted}`],
    ['an unknown consent value', `cookie-consent=maybe; ${planted}`],
    ['an empty consent value', `cookie-consent=; ${planted}`],
  ])('preferences with %s count for nothing: the defaults, nothing optional', (_case, cookies) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(readPreferences(cookies)).toEqual(DEFAULT_PREFERENCES)
    expect(log).not.toHaveBeenCalled()
  })

  test('a rejected choice stored by the banner reads as only the necessary category', () => {
    expect(readPreferences(jar(consentCookieStrings('rejected', ALL_ACCEPTED, false)))).toEqual(DEFAULT_PREFERENCES)
  })

  test.each([
    '%7Bbroken',
    'null',
    '%5B%5D',
    encodeURIComponent('{"analytics":"yes","marketing":false,"functional":false}'),
    encodeURIComponent('{"analytics":true}'),
  ])('a garbage preferences value (%s) is logged and the defaults stay', (value) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(readPreferences(`cookie-consent=customized; cookie-preferences=${value}`)).toEqual(DEFAULT_PREFERENCES)
    expect(log).toHaveBeenCalledOnce()
  })

  test('cookieValue keeps "=" inside values and ignores similar names', () => {
    expect(cookieValue('a=1; ab=x=y; b=2', 'ab')).toBe('x=y')
    expect(cookieValue('xcookie-consent=accepted', 'cookie-consent')).toBeUndefined()
  })
})

test('withdrawing consent expires analytics cookies on this host and its parent domains', () => {
  expect(['_ga', '_ga_ABC123', 'cookie-consent', 'ga'].filter(isOptionalToolCookie)).toEqual(['_ga', '_ga_ABC123'])
  expect(expireCookieStrings('_ga', 'www.przychodnia.example')).toEqual([
    '_ga=; Max-Age=0; Path=/',
    '_ga=; Max-Age=0; Path=/; Domain=www.przychodnia.example',
    '_ga=; Max-Age=0; Path=/; Domain=przychodnia.example',
  ])
})
