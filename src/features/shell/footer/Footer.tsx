import Image from 'next/image'
import Link from 'next/link'
import type { Footer as FooterDoc } from '@/payload-types'
import { translator } from '@/i18n/catalogue'
import { IconLink } from '@/ui/IconButton'
import { CookieSettingsButton } from '../consent/CookieSettingsButton'
import type { ShellMessages } from '../strings'
import { CopyLink } from './CopyLink'
import { Flag } from './Flag'
import { brandLogos, BRAND_LOGO_HEIGHT, columnSpan, copyValue, logoWidthAt } from './model'
import { hasSocialIcon, SocialIcon } from './SocialIcon'
import styles from './Footer.module.css'
import { log } from '@/platform/log/logger'

type Props = { footer: FooterDoc | null; siteName: string; carListPath: string; dictionary: ShellMessages }

function FooterLink({
  href,
  label,
  newTab,
  flag,
  copied,
}: {
  href: string
  label: string
  newTab?: boolean | null
  flag?: string | null
  copied: string
}) {
  const content = (
    <>
      {flag ? <Flag name={flag} /> : null}
      <span>{label}</span>
    </>
  )
  const value = copyValue(href)
  if (value) {
    return (
      <CopyLink href={href} value={value} copiedLabel={copied}>
        {content}
      </CopyLink>
    )
  }
  return (
    <a href={href} target={newTab ? '_blank' : undefined} rel={newTab ? 'noopener' : undefined}>
      {content}
    </a>
  )
}

/** The site footer with every field of spec 1 §3 "Footer" and the rules of spec 1 §2. */
export function Footer({ footer, siteName, carListPath, dictionary }: Props) {
  const brands = brandLogos(footer, carListPath)
  const columns = footer?.columns ?? []
  const span = columnSpan(columns.length)
  const social = (footer?.socialLinks ?? []).filter((link) => {
    if (hasSocialIcon(link.name)) return true
    log.warn(`Icon not found: ${link.name}`)
    return false
  })
  const highlighted = footer?.highlightedLink?.href ? footer.highlightedLink : null
  const info = [
    footer?.infoField1Heading || footer?.infoField1Text
      ? { heading: footer.infoField1Heading, text: footer.infoField1Text }
      : null,
    footer?.infoField2Heading || footer?.infoField2Text
      ? { heading: footer?.infoField2Heading, text: footer?.infoField2Text }
      : null,
  ]
  return (
    <footer className={styles.footer} aria-label={dictionary.footerNavigation}>
      {brands.length ? (
        <div className={styles.brands}>
          {footer?.brandsHeading ? <h2 className={styles.brandsHeading}>{footer.brandsHeading}</h2> : null}
          <ul>
            {brands.map((b) => (
              <li key={b.name}>
                <Link href={b.href} aria-label={b.name}>
                  <Image src={b.logo.url} alt="" width={logoWidthAt(b.logo)} height={BRAND_LOGO_HEIGHT} />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className={styles.columns}>
        {columns.map((column) => (
          <section key={column.id ?? column.title} className={span === 2 ? styles.span2 : undefined}>
            <h2>{column.title}</h2>
            {column.description ? <p>{column.description}</p> : null}
            <ul>
              {(column.items ?? []).map((item) => (
                <li key={item.id ?? item.label}>
                  <FooterLink
                    href={item.href}
                    label={item.label}
                    newTab={item.newTab}
                    flag={item.flag}
                    copied={dictionary.copied}
                  />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      {highlighted || social.length ? (
        <div className={styles.row}>
          {highlighted ? (
            <a
              className={styles.highlighted}
              href={highlighted.href ?? '#'}
              target={highlighted.newTab ? '_blank' : undefined}
              rel={highlighted.newTab ? 'noopener' : undefined}
            >
              {highlighted.label || highlighted.href}
            </a>
          ) : null}
          {social.length ? (
            <ul className={styles.social} aria-label={dictionary.socialLinks}>
              {social.map((link) => (
                <li key={link.id ?? link.name}>
                  <IconLink href={link.url} target="_blank" rel="noopener" label={link.name}>
                    <SocialIcon name={link.name} />
                  </IconLink>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {info.some(Boolean) ? (
        <div className={`${styles.info} ${footer?.infoFieldOneChildFullWidth ? styles.infoFirstFull : ''}`}>
          {info.map((field, i) =>
            field ? (
              <section key={i}>
                {field.heading ? <h2>{field.heading}</h2> : null}
                {field.text ? <p>{field.text}</p> : null}
              </section>
            ) : null,
          )}
        </div>
      ) : null}
      <div className={styles.bottom}>
        <p>{translator(dictionary)('copyright', { site: siteName })}</p>
        <CookieSettingsButton label={dictionary.cookieSettings} className={styles.cookieButton} />
      </div>
    </footer>
  )
}
