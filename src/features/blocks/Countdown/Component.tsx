import Link from 'next/link'
import { connection } from 'next/server'
import { loadStrings } from '@/i18n/dictionary/load'
import { pickMessages } from '@/i18n/catalogue'
import { siteByKey } from '@/sites/resolve'
import { blockStrings } from '../strings'
import { frame, sectionClass } from '../frame'
import type { BlockProps } from '../types'
import { CountdownClock } from './lazy'
import { countdownTimes, marketTimeZone } from './countdown'
import styles from './Countdown.module.css'

const LABELS = ['countdownDays', 'countdownHours', 'countdownMinutes', 'countdownSeconds', 'countdownEnded'] as const

/** Countdown (spec 2 §2.6, §4.3, §9): days, hours, minutes and seconds to the editor's CountdownTarget. */
export async function CountdownComponent({ block, ctx }: BlockProps<'countdown'>) {
  await connection() // the clock is read per request, never at build time
  const times = countdownTimes(block.countdownTarget)
  if (!times) throw new Error(`Countdown "${block.title ?? ''}": its target date is not a date`)
  const { target, renderedAt } = times
  const site = await siteByKey(ctx.siteKey)
  const messages = await loadStrings(blockStrings, site?.id ?? null, ctx.locale)
  const Heading = block.titleTag ?? 'h2'
  return (
    <section className={sectionClass(block.hasMarginTop, styles.countdown)} data-testid="countdown">
      {block.title ? <Heading className={frame.title}>{block.title}</Heading> : null}
      {block.text ? <p className={frame.text}>{block.text}</p> : null}
      <time dateTime={new Date(target).toISOString()} className={styles.target}>
        {new Intl.DateTimeFormat(ctx.locale, {
          dateStyle: 'long',
          timeStyle: 'short',
          timeZone: marketTimeZone(site?.country),
        }).format(target)}
      </time>
      <CountdownClock
        target={target}
        renderedAt={renderedAt}
        endedText={block.endedText ?? null}
        labels={pickMessages(messages, LABELS)}
      />
      {block.link?.href ? (
        <Link
          className={styles.link}
          href={block.link.href}
          target={block.link.newTab ? '_blank' : undefined}
          rel={block.link.newTab ? 'noopener' : undefined}
        >
          {block.link.label || block.link.href}
        </Link>
      ) : null}
    </section>
  )
}
