import { clinic, navigation } from '../../lib/data/siteData'
import { withBase } from '../../lib/build/siteUrl'
import { Email } from '../mdx/Email/Email'
import { Phone } from '../mdx/Phone/Phone'

/** The footer: the five columns of navigation/footer in the data, copyright and credit. */
export function Footer() {
  const hotline = clinic.hours.find((schedule) => schedule.id === 'infolinia')
  return (
    <footer className="site-footer">
      <div className="container footer__columns">
        {navigation.footer.map((column) => (
          <div key={column.title} className="footer__column">
            <h2 className="footer__title">{column.title}</h2>
            {column.links ? (
              <ul>
                {column.links.map((link) => (
                  <li key={link.href}>
                    <a href={withBase(link.href)}>{link.label}</a>
                  </li>
                ))}
              </ul>
            ) : (
              <ul>
                <li>
                  Infolinia: <Phone />
                </li>
                {hotline && (
                  <li>
                    {hotline.daysLabel}, {hotline.opens}–{hotline.closes}
                  </li>
                )}
                <li>
                  E-mail: <Email />
                </li>
              </ul>
            )}
          </div>
        ))}
      </div>
      <div className="container footer__bottom">
        <p>
          © {clinic.copyrightYear} {clinic.foundation}. {clinic.name}, {clinic.address.street}, {clinic.address.postalCode} {clinic.address.city}.
        </p>
        <p>
          {clinic.credit.label}:{' '}
          <a href={clinic.credit.url} target="_blank" rel="noopener noreferrer">
            {clinic.credit.name}
            <span className="visually-hidden"> (otwiera się w nowej karcie)</span>
          </a>
        </p>
      </div>
    </footer>
  )
}
