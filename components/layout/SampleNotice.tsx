import { withBase } from '../../lib/build/siteUrl'
import { siteIds } from '../../lib/content/reservedIds'
import { pluralPl } from '../../lib/data/pluralPl'

/** Where the full list of samples stands (components/sitemap/SampleList.tsx, on the site map). */
export const sampleListHref = `/mapa-strony#${siteIds.sampleData}`

/** The notice's sentence for `count` remaining samples, in the Polish form the number takes: „1 informacja to jeszcze przykład”, short enough for one line on a 360 px phone. */
export function sampleNoticeText(count: number): string {
  return `${count} ${pluralPl(count, ['informacja', 'informacje', 'informacji'])} to jeszcze ${pluralPl(count, ['przykład', 'przykłady', 'przykłady'])}.`
}

/**
 * The mark on every page while the site holds sample data (content/data/samples.yaml),
 * so nobody takes a sample phone number or name for the clinic's: one line with
 * how many remain and a link to their list on the site map. One line, because
 * on a phone the whole list filled the first screen and pushed every page's
 * heading below it (issue 42). Nothing when the last sample has been replaced,
 * and never on paper (renderer/styles/sampleNotice.css). It stands at the top of
 * the page's content, below the fixed header, so the header and its 120 px
 * padding stay as the specification fixes them.
 */
export function SampleNotice({ labels }: { labels: readonly string[] }) {
  if (labels.length === 0) return null
  return (
    <div className="sample-notice" role="note" aria-label="Dane przykładowe">
      <div className="container">
        <p>
          {/* One string, so React adds no <!-- --> inside the sentence. */}
          {`${sampleNoticeText(labels.length)} `}
          <a href={withBase(sampleListHref)}>Zobacz listę</a>
        </p>
      </div>
    </div>
  )
}
