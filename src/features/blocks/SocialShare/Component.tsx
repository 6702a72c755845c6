import { headers } from 'next/headers'
import { loadStrings } from '@/i18n/dictionary/load'
import { siteOrigin } from '@/sites/context'
import { siteByKey, toSiteRoute } from '@/sites/resolve'
import { translator } from '@/i18n/catalogue'
import { blockStrings } from '../strings'
import { frame, sectionClass } from '../frame'
import type { BlockProps } from '../types'
import { ShareActions } from './lazy'
import { chosenNetworks, NETWORK_NAMES, shareUrl } from './share'
import styles from './SocialShare.module.css'

/**
 * Social sharing (spec 2 §2.6): links to four networks' share dialogs with the page's URL (plain links, so
 * they work without JavaScript), copy link and native share.
 */
export async function SocialShareComponent({ block, ctx }: BlockProps<'socialShare'>) {
  const site = await siteByKey(ctx.siteKey)
  if (!site) return null
  const messages = await loadStrings(blockStrings, site.id, ctx.locale)
  const url = `${siteOrigin(toSiteRoute(site), await headers())}${ctx.path ?? '/'}`
  const title = block.title || messages.shareHeading
  return (
    <section className={sectionClass(block.hasMarginTop)} data-testid="social-share">
      <h2 className={`${frame.title} ${styles.heading}`}>{title}</h2>
      <div className={styles.actions}>
        {chosenNetworks(block.networks).map((network) => (
          <a
            key={network}
            className={styles.network}
            href={shareUrl(network, url, site.name)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={translator(messages)('shareOn', { network: NETWORK_NAMES[network] })}
            data-network={network}
          >
            {NETWORK_NAMES[network]}
          </a>
        ))}
        <ShareActions
          url={url}
          title={site.name}
          labels={{ copy: messages.shareCopy, copied: messages.shareCopied, native: messages.shareNative }}
        />
      </div>
    </section>
  )
}
