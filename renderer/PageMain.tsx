import type { ReactNode } from 'react'
import { HeroFacts } from '../components/contact/HeroFacts'
import { Cta } from '../components/mdx/Cta/Cta'
import { withBase } from '../lib/build/siteUrl'
import { displayPhone, formatDate, telHref } from '../lib/data/format'
import { clinic, navigation } from '../lib/data/siteData'
import type { Frontmatter } from '../lib/schemas/frontmatterSchema'
import { Lead } from './Lead'
import { PageHeader } from './PageHeader'

/**
 * A content page's main part: its header (title, lead, image, the home page's
 * actions) and its text with the review dates. The site renders it inside the
 * layout (ContentPage.tsx); the browser editor's preview renders it alone
 * (lib/cms/preview/), so an editor sees the page as it will be.
 */
export function PageMain({ frontmatter, children }: { frontmatter: Frontmatter; children: ReactNode }) {
  const isHome = frontmatter.layout === 'home'
  // The home page's hero shows the clinic's facts beside its heading, unless a picture takes that place.
  const heroFacts = isHome && !frontmatter.heroImage
  const heading = (
    <>
      <h1>{frontmatter.title}</h1>
      {frontmatter.lead && <Lead text={frontmatter.lead} />}
      {isHome && (
        <p className="hero__actions">
          <Cta href={navigation.booking.href} variant="white">
            {navigation.booking.label}
          </Cta>
          <a className="cta cta--outline-white" href={telHref(clinic.phone.number)}>
            Zadzwoń: {displayPhone(clinic.phone.number)}
          </a>
        </p>
      )}
      {frontmatter.validFrom && (
        <p className="meta">
          Obowiązuje od <time dateTime={frontmatter.validFrom}>{formatDate(frontmatter.validFrom)}</time>
        </p>
      )}
    </>
  )
  return (
    <>
      <PageHeader className={isHome ? 'page-header page-header--home' : 'page-header'}>
        <div className={frontmatter.heroImage ? 'container page-header__with-image' : heroFacts ? 'container hero' : 'container'}>
          {frontmatter.heroImage && (
            <img className="page-header__image" src={withBase(frontmatter.heroImage.src)} alt={frontmatter.heroImage.alt} width="480" height="320" />
          )}
          {heroFacts ? <div className="hero__text">{heading}</div> : heading}
          {heroFacts && <HeroFacts />}
        </div>
      </PageHeader>
      <div className="container prose">
        {children}
        {frontmatter.lastReviewed && (
          <p className="meta review">
            Ostatnia weryfikacja treści: <time dateTime={frontmatter.lastReviewed}>{formatDate(frontmatter.lastReviewed)}</time>
            {frontmatter.nextReview && (
              <>
                {' '}
                · Następna weryfikacja: <time dateTime={frontmatter.nextReview}>{formatDate(frontmatter.nextReview)}</time>
              </>
            )}
          </p>
        )}
      </div>
    </>
  )
}
