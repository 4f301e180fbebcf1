import { siteIds } from '../../lib/content/reservedIds'

/**
 * The mark on every page while the site holds sample data (content/data/samples.yaml):
 * what is still an example, so nobody takes a sample phone number or name
 * for the clinic's. Nothing when the last sample has been replaced. It stands
 * at the top of the page's content, below the fixed header, so the header and
 * its 120 px padding stay as the specification fixes them.
 */
export function SampleNotice({ labels }: { labels: readonly string[] }) {
  if (labels.length === 0) return null
  return (
    <div className="sample-notice" role="note" aria-labelledby={siteIds.sampleData}>
      <div className="container">
        <p>
          <strong id={siteIds.sampleData}>Dane przykładowe.</strong>
          {/* One string, so React adds no <!-- --> inside the sentence. */}
          {` Część informacji na tej stronie to przykłady, które przychodnia ma jeszcze zastąpić prawdziwymi: ${labels.join('; ')}.`}
        </p>
      </div>
    </div>
  )
}
