import { consentTexts } from '../../../lib/data/siteData.ts'
import { ScrollTable } from '../../ui/ScrollTable.tsx'

const CATEGORIES = ['necessary', 'functional', 'analytics', 'marketing'] as const

/**
 * The four cookie categories with what each is for and sets on this site
 * today, and how long a consent lasts: consent.yaml's words, the same the
 * banner's settings show, so the banner, the cookie policy and the privacy
 * policy tell one story (<CookieCategories /> in both policies).
 */
export function CookieCategories() {
  const { categories } = consentTexts
  return (
    <ScrollTable>
      <caption>Kategorie plików cookies</caption>
      <thead>
        <tr>
          <th scope="col">Kategoria</th>
          <th scope="col">Do czego służy i co zapisuje dziś</th>
          <th scope="col">Jak długo obowiązuje zgoda</th>
        </tr>
      </thead>
      <tbody>
        {CATEGORIES.map((category) => (
          <tr key={category}>
            <th scope="row">{categories[category].label}</th>
            <td>{categories[category].description}</td>
            <td>{categories[category].duration}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  )
}
