import { labelOf, type ValueLabels } from '@/features/cars/value-labels'
import type { Correction } from '@/features/search/understand'
import { translator } from '@/i18n/catalogue'
import type { CarListMessages } from './strings'
import styles from './CarList.module.css'

type Props = { corrections: readonly Correction[]; unmatched: string; messages: CarListMessages; labels: ValueLabels }

/**
 * What the list made of a search phrase, above its chips: "Did you mean Volvo?" for each word it
 * corrected, and the words it dropped because no car matched them while the rest of the phrase did.
 */
export function SearchNotes({ corrections, unmatched, messages, labels }: Props) {
  const words = unmatched.split(/\s+/).filter(Boolean)
  if (!corrections.length && !words.length) return null
  const t = translator(messages)
  return (
    <div className={styles.notes} data-testid="car-list-notes">
      {corrections.map((c) => (
        <p key={`${c.typed}>${c.meant}`} data-testid="car-list-did-you-mean">
          {t('didYouMean', { meant: labelOf(labels, c.meant), typed: c.typed })}
        </p>
      ))}
      {words.length ? (
        <p data-testid="car-list-not-understood">
          {t('notUnderstood', { count: words.length, words: words.map((text) => t('quoted', { text })).join(', ') })}
        </p>
      ) : null}
    </div>
  )
}
