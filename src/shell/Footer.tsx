import Image from 'next/image'
import Link from 'next/link'
import type { Footer as FooterDoc } from '@/payload-types'
import type { Dictionary } from '@/dictionary/defaults'
import { mediaOf } from '@/media/url'
import styles from './Footer.module.css'

type Props = { footer: FooterDoc | null; siteName: string; carListPath: string | null; dictionary: Dictionary }

/** The site footer: brand logos, link columns and info fields (the full behaviour is issue 3). */
export function Footer({ footer, siteName, carListPath, dictionary }: Props) {
  const brands = footer?.showBrands ? (footer.brands ?? []).map((b) => ({ name: b.name, logo: mediaOf(b.logo) })).filter((b) => b.logo) : []
  return (
    <footer className={styles.footer} aria-label={dictionary.footerNavigation}>
      {brands.length ? (
        <div className={styles.brands}>
          {footer?.brandsHeading ? <h2 className={styles.brandsHeading}>{footer.brandsHeading}</h2> : null}
          <ul>
            {brands.map((b) => (
              <li key={b.name}>
                <Link href={`${carListPath ?? '/'}?car_brand=${encodeURIComponent(b.name)}`} aria-label={b.name}>
                  <Image src={b.logo!.url} alt={b.name} width={Math.round(((b.logo!.width ?? 200) / (b.logo!.height ?? 80)) * 40)} height={40} />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className={styles.columns}>
        {(footer?.columns ?? []).map((column) => (
          <section key={column.id ?? column.title}>
            <h2>{column.title}</h2>
            {column.description ? <p>{column.description}</p> : null}
            <ul>
              {(column.items ?? []).map((item) => (
                <li key={item.id ?? item.label}>
                  <a href={item.href} target={item.newTab ? '_blank' : undefined} rel={item.newTab ? 'noopener' : undefined}>
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <div className={styles.info}>
        {footer?.infoField1Heading ? (
          <section>
            <h2>{footer.infoField1Heading}</h2>
            <p>{footer.infoField1Text}</p>
          </section>
        ) : null}
        {footer?.infoField2Heading ? (
          <section>
            <h2>{footer.infoField2Heading}</h2>
            <p>{footer.infoField2Text}</p>
          </section>
        ) : null}
      </div>
      <p className={styles.copyright}>© {siteName}</p>
    </footer>
  )
}
