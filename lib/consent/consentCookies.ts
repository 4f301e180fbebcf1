/**
 * The visitor's cookie choice, kept in two cookies (spec sections 3 and 9):
 * `cookie-consent` = accepted | rejected | customized, and `cookie-preferences`
 * = JSON of the four categories. Both last 365 days, on path /, SameSite=Lax,
 * Secure on https.
 */
export const CONSENT_COOKIE = 'cookie-consent'
export const PREFERENCES_COOKIE = 'cookie-preferences'
export const CONSENT_MAX_AGE_DAYS = 365

export type Consent = 'accepted' | 'rejected' | 'customized'
export type Category = 'necessary' | 'analytics' | 'marketing' | 'functional'
export type Preferences = Record<Category, boolean> & { necessary: true }

/** Until the visitor chooses, only necessary cookies are on. */
export const DEFAULT_PREFERENCES: Preferences = { necessary: true, analytics: false, marketing: false, functional: false }
export const ALL_ACCEPTED: Preferences = { necessary: true, analytics: true, marketing: true, functional: true }

/** Reads one cookie's value from a `document.cookie` string. */
export function cookieValue(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return rest.join('=')
  }
  return undefined
}

export function readConsent(cookies: string): Consent | undefined {
  const value = cookieValue(cookies, CONSENT_COOKIE)
  return value === 'accepted' || value === 'rejected' || value === 'customized' ? value : undefined
}

/**
 * The categories the visitor allowed. They count only under a consent record
 * that says the visitor chose them (`accepted` or `customized`): a
 * `cookie-preferences` cookie alone, or one beside `rejected`, is not consent
 * (a leftover of an old choice, a cookie another page or script planted), so
 * it means the defaults, nothing optional. A value that cannot be read is
 * logged to the console and the defaults stay: the visitor never sees an
 * error (spec section 8).
 */
export function readPreferences(cookies: string): Preferences {
  const consent = readConsent(cookies)
  if (consent !== 'accepted' && consent !== 'customized') return { ...DEFAULT_PREFERENCES }
  const raw = cookieValue(cookies, PREFERENCES_COOKIE)
  if (raw === undefined) return { ...DEFAULT_PREFERENCES }
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(raw))
    if (parsed === null || typeof parsed !== 'object') throw new Error('not an object')
    const value = parsed as Record<string, unknown>
    const flag = (category: Category) => {
      if (typeof value[category] !== 'boolean') throw new Error(`"${category}" is not true or false`)
      return value[category] as boolean
    }
    return { necessary: true, analytics: flag('analytics'), marketing: flag('marketing'), functional: flag('functional') }
  } catch (error) {
    console.error(`Cookie "${PREFERENCES_COOKIE}" could not be read, using the defaults:`, error)
    return { ...DEFAULT_PREFERENCES }
  }
}

/** The two Set-Cookie strings for a choice, for `document.cookie = ...`. */
export function consentCookieStrings(consent: Consent, preferences: Preferences, secure: boolean): string[] {
  const attributes = `; Max-Age=${CONSENT_MAX_AGE_DAYS * 24 * 60 * 60}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`
  const stored: Preferences = { ...preferences, necessary: true }
  return [`${CONSENT_COOKIE}=${consent}${attributes}`, `${PREFERENCES_COOKIE}=${encodeURIComponent(JSON.stringify(stored))}${attributes}`]
}

/** Strings that remove both cookies. */
export function clearConsentCookieStrings(): string[] {
  return [CONSENT_COOKIE, PREFERENCES_COOKIE].map((name) => `${name}=; Max-Age=0; Path=/; SameSite=Lax`)
}

/** The event pages listen to (map embed, analytics) when the choice changes. */
export const CONSENT_CHANGE_EVENT = 'cookie-consent-change'

/** Stores a choice in the browser and tells the page about it. */
export function saveChoice(consent: Consent, preferences: Preferences): void {
  for (const cookie of consentCookieStrings(consent, preferences, location.protocol === 'https:')) document.cookie = cookie
  window.dispatchEvent(new CustomEvent<Preferences>(CONSENT_CHANGE_EVENT, { detail: readPreferences(document.cookie) }))
}

/** Cookies that optional tools set once allowed (Google Analytics: _ga, _ga_<id>). */
export function isOptionalToolCookie(name: string): boolean {
  return name === '_ga' || name.startsWith('_ga_')
}

/**
 * Strings that expire a cookie whichever domain it was set for: this host and
 * each parent domain (Google Analytics sets its cookies on the parent domain).
 */
export function expireCookieStrings(name: string, hostname: string): string[] {
  const parts = hostname.split('.')
  const domains = parts.slice(0, -1).map((_, index) => parts.slice(index).join('.'))
  return [`${name}=; Max-Age=0; Path=/`, ...domains.map((domain) => `${name}=; Max-Age=0; Path=/; Domain=${domain}`)]
}

/**
 * Forgets the choice and what optional tools stored under it: only necessary
 * cookies remain, and the banner shows again on the next page load.
 */
export function clearChoice(): void {
  for (const cookie of clearConsentCookieStrings()) document.cookie = cookie
  for (const name of document.cookie.split(';').map((part) => part.trim().split('=')[0]!)) {
    if (isOptionalToolCookie(name)) for (const cookie of expireCookieStrings(name, location.hostname)) document.cookie = cookie
  }
}
