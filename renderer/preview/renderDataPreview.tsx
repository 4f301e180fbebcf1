import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { SiteMapPage } from '../../components/sitemap/SiteMapList.tsx'
import { CookieBanner } from '../../components/consent/CookieBanner.tsx'
import { Footer } from '../../components/layout/Footer.tsx'
import { Header } from '../../components/layout/Header.tsx'
import { SiteNotices } from '../../components/layout/SiteNotices.tsx'
import { commonFormProps } from '../../components/forms/commonFormProps.ts'
import { SuccessPanel } from '../../components/forms/SuccessPanel.tsx'
import { ErrorMain } from '../ErrorMain.tsx'
import { clinic, forms } from '../../lib/data/siteData.ts'
import { withBase } from '../../lib/build/siteUrl.ts'
import { noticesFor } from '../../lib/data/noticeData.ts'
import { dataPlaces, type DataPlace, type FramePart } from '../../lib/cms/preview/dataPlaces.ts'
import { listPl, placeName } from '../../lib/cms/preview/placeHeading.ts'
import { renderText, withoutPreloads } from './renderPagePreview.tsx'
import { escapeHtml as escaped } from '../../lib/security/escapeHtml.ts'

/** The pages by their titles in quotes, each a link to the published page (a new tab): „Badania laboratoryjne” i „Cennik”. */
const routeLinks = (routes: readonly string[], pages: readonly SiteMapPage[]) =>
  listPl(
    routes.map((route) => {
      const title = pages.find((page) => page.route === route)?.frontmatter.title ?? route
      // Escaped too: a route comes from a file name, kept to letters and hyphens only by the reading of pages.
      return `„<a href="${escaped(withBase(route))}" target="_blank" rel="noopener">${escaped(title)}</a>”`
    }),
  )
const onPages = (routes: readonly string[], pages: readonly SiteMapPage[]) =>
  `${routes.length === 1 ? 'na stronie' : 'na stronach'} ${routeLinks(routes, pages)}`

/** A part of the frame of every page, as the site renders it with this run's data; the notices, on each page that has one. */
function framePart(part: FramePart, pages: readonly SiteMapPage[]): { title: string; routes: string[]; element: ReactNode }[] {
  switch (part) {
    case 'header':
      return [{ title: 'Nagłówek każdej strony', routes: [], element: <Header currentRoute="/" /> }]
    case 'footer':
      return [{ title: 'Stopka każdej strony', routes: [], element: <Footer /> }]
    case 'cookieBanner':
      return [
        {
          title: 'Okno zgody na pliki cookies (przy pierwszej wizycie)',
          routes: [],
          element: (
            <div className="cookie-banner-preview">
              <CookieBanner />
            </div>
          ),
        },
      ]
    case 'formsSent':
      return [
        { title: 'Po wysłaniu formularza kontaktowego (w miejscu formularza)', success: forms.contactSuccess },
        { title: 'Po wysłaniu prośby o rezerwację (w miejscu formularza)', success: forms.bookingSuccess },
      ].map(({ title, success }) => ({
        title,
        routes: [],
        element: (
          <div className="container prose">
            <SuccessPanel {...commonFormProps('', '', success).success} phone={clinic.phone.number} headingRef={{ current: null }} onAgain={() => {}} />
          </div>
        ),
      }))
    case 'errorPage':
      return [
        { title: 'Strona „nie znaleziono” (404)', routes: [], element: <ErrorMain notFound /> },
        { title: 'Strona błędu', routes: [], element: <ErrorMain notFound={false} /> },
      ]
    case 'notices': {
      const routes = pages.map((page) => page.route).filter((route) => noticesFor(route).length > 0)
      return routes.length > 0
        ? routes.map((route) => ({ title: 'Komunikat nad treścią strony', routes: [route], element: <SiteNotices route={route} /> }))
        : [{ title: 'Żaden komunikat nie jest teraz wyświetlany (brak komunikatów albo minął ich ostatni dzień)', routes: [], element: null }]
    }
  }
}

/**
 * The preview of content/data/`name`: every place of the site that shows it
 * (lib/cms/preview/dataPlaces.ts), rendered by the site's components with
 * this run's data (the form's values, lib/cms/preview/previewRun.ts), each
 * under the addresses of the pages that have it.
 */
export function renderDataPreview(name: string, places: readonly DataPlace[], pages: readonly SiteMapPage[]): string {
  const { frame = [], note } = dataPlaces[name] ?? { frame: [] }
  const sections = [
    ...places.map(({ source, routes }) =>
      // What it is and where, in words (issue 43): Cennik badań laboratoryjnych z wyszukiwarką na stronach „Badania laboratoryjne” i „Cennik”.
      section(`${escaped(placeName(source))} ${onPages(routes, pages)}`, <div className="container prose">{renderText(source, pages)}</div>),
    ),
    ...frame
      .flatMap((part) => framePart(part, pages))
      .map(({ title, routes, element }) => section(`${title}${routes.length > 0 ? ` ${onPages(routes, pages)}` : ''}`, element)),
  ]
  const intro =
    note ??
    (sections.length > 0
      ? 'Tak wartości z formularza wyglądają na stronie, w każdym miejscu, które je pokazuje (przed zapisaniem).'
      : 'Żadna strona nie pokazuje teraz tego pliku.')
  return `<div class="container prose"><p class="data-place__intro">${intro}</p></div>${sections.join('')}`
}

const section = (where: string, element: ReactNode) =>
  `<section class="data-place"><div class="container"><h2 class="data-place__where">${where}</h2></div>${withoutPreloads(renderToStaticMarkup(element))}</section>`
