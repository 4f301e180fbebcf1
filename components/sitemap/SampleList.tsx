import { siteIds } from '../../lib/content/reservedIds'

/**
 * The full list of what is still a sample (content/data/samples.yaml), on the
 * site map: the one-line notice on every page (components/layout/SampleNotice.tsx)
 * links here, so the list stays one tap away without filling every page's first
 * screen. Nothing when the last sample has been replaced, as the notice.
 */
export function SampleList({ labels }: { labels: readonly string[] }) {
  if (labels.length === 0) return null
  return (
    <section className="sample-list" aria-labelledby={siteIds.sampleData}>
      <h2 id={siteIds.sampleData}>Dane przykładowe</h2>
      <p>Te informacje w serwisie to jeszcze przykłady, które przychodnia ma zastąpić prawdziwymi:</p>
      <ul>
        {labels.map((label) => (
          <li key={label}>{label}</li>
        ))}
      </ul>
    </section>
  )
}
