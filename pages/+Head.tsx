import { usePageContext } from 'vike-react/usePageContext'
import { isPreview } from '../lib/build/siteEnv'
import { withBase } from '../lib/build/siteUrl'
import { clinic, errorPages } from '../lib/data/siteData'
import type { PageData } from '../renderer/pageData'
import { siteIds } from '../lib/content/reservedIds'

// Tags every page has in <head>. Content pages get <title> and og:title from
// +title.ts through vike-react; the error page, which has no data, gets it here.
export default function Head() {
  const pageContext = usePageContext()
  const data = pageContext.data as PageData | undefined
  const canonical = data ? `${clinic.siteUrl}${data.route === '/' ? '/' : data.route}` : undefined
  return (
    <>
      {!data && <title>{`${(pageContext.is404 === false ? errorPages.error : errorPages.notFound).title} | ${clinic.shortName}`}</title>}
      {data && <meta name="description" content={data.description} />}
      {/* A pull request's preview stays out of search results, even if a link to it leaks. */}
      {isPreview() && <meta name="robots" content="noindex, nofollow" />}
      {canonical && <link rel="canonical" href={canonical} />}
      <meta property="og:type" content="website" />
      <meta property="og:locale" content="pl_PL" />
      <meta property="og:site_name" content={clinic.name} />
      {data && <meta property="og:description" content={data.description} />}
      {canonical && <meta property="og:url" content={canonical} />}
      <meta property="og:image" content={`${clinic.siteUrl}/og-image.jpg`} />
      {/*
        On a weak signal a page arrives in pieces and the browser draws each as it comes: the right-aligned menu
        with its first item only, the home page's heading centred beside a card not yet there. They jump when the
        rest arrives. The first frame waits for the page's header, whole: for the empty mark after it, as Chromium
        draws once the element it waits for has started (renderer/PageHeader.tsx). Other browsers ignore it.
      */}
      <link rel="expect" href={`#${siteIds.pageHeaderEnd}`} blocking="render" />
      <noscript>
        <link rel="stylesheet" href={withBase('/noscript.css')} />
      </noscript>
      <link rel="icon" href={withBase('/favicon.svg')} type="image/svg+xml" />
      <meta name="theme-color" content="#0b6e4f" />
      <link rel="manifest" href={withBase('/manifest.webmanifest')} />
      <link rel="apple-touch-icon" href={withBase('/icons/apple-touch-icon.png')} />
      {data?.structuredData.map((item, index) => (
        // JSON-LD is data, not a script that runs; "<" is escaped so no text can close the tag.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be the script element's raw text
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(item).replace(/</g, '\\u003c') }} />
      ))}
    </>
  )
}
