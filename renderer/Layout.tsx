import type { ReactNode } from 'react'
import { CookieBannerMount } from '../components/consent/CookieBannerMount'
import { Footer } from '../components/layout/Footer'
import { Header } from '../components/layout/Header'
import './styles/index.css'

/** The shell around every page: skip link, fixed header, main content, footer. */
export function Layout({ currentRoute, children }: { currentRoute?: string; children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#tresc">
        Przejdź do treści
      </a>
      <Header currentRoute={currentRoute} />
      <main id="tresc" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <CookieBannerMount />
    </>
  )
}
