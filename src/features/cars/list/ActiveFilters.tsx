import Link from 'next/link'
import { X } from 'lucide-react'
import { labelOf, type ValueLabels } from '@/features/cars/value-labels'
import { translator } from '@/i18n/catalogue'
import { activeFilters, filterText, type FilterTexts } from './active'
import { EMPTY_STATE, listHref, type ListState, type SegmentPath } from './state'
import { BUDGET_FIELD, type RangeFacet } from './facets'
import { FACET_LABELS, type CarListMessages } from './strings'
import styles from './CarList.module.css'

type Amount = (facet: RangeFacet | typeof BUDGET_FIELD, n: number) => string
type DistanceText = FilterTexts['distance']
type Props = {
  action: string
  state: ListState
  segments: SegmentPath | null
  messages: CarListMessages
  amount: Amount
  labels: ValueLabels
  distance: DistanceText
}

/** The texts of the chips: facet names, ranges, values, the budget, the quoted keyphrase and the distance in the page's language. */
export function filterTexts(
  messages: CarListMessages,
  amount: Amount,
  labels: ValueLabels,
  distance: DistanceText,
): FilterTexts {
  const t = translator(messages)
  return {
    facet: (facet) => t(FACET_LABELS[facet]),
    range: (facet, { min, max }) =>
      min !== undefined && max !== undefined
        ? t('rangeBetween', { facet, min, max })
        : min !== undefined
          ? t('rangeFrom', { facet, min })
          : t('rangeTo', { facet, max: max ?? '' }),
    keyphrase: (text) => t('quoted', { text }),
    value: (text) => labelOf(labels, text),
    amount,
    budget: (n) => t('budgetChip', { amount: amount(BUDGET_FIELD, n) }),
    distance,
  }
}

/**
 * The shopper's choices above the results, each a link to the list without it (it works before
 * the scripts run; once they have, Next navigates in place), and one to clear them all. Nothing without a choice.
 */
export function ActiveFilters({ action, state, segments, messages, amount, labels, distance }: Props) {
  const chips = activeFilters(state)
  if (!chips.length) return null
  const t = translator(messages)
  const texts = filterTexts(messages, amount, labels, distance)
  return (
    <div className={styles.chips} data-testid="car-list-chips">
      <ul className={styles.chipList} aria-label={t('activeFilters')}>
        {chips.map((chip) => {
          const text = filterText(chip, texts)
          return (
            <li key={`${chip.kind}:${'facet' in chip ? chip.facet : ''}:${text}`}>
              <Link
                href={listHref(action, chip.without, segments)}
                scroll={false}
                className={styles.chip}
                aria-label={t('removeFilter', { filter: text })}
                data-testid="car-list-chip"
              >
                <span>{text}</span>
                <X aria-hidden="true" size={16} />
              </Link>
            </li>
          )
        })}
        <li>
          <Link
            href={listHref(action, { ...EMPTY_STATE, sort: state.sort }, null)}
            scroll={false}
            className={styles.clearAll}
            data-testid="car-list-clear-all"
          >
            {t('clearAll')}
          </Link>
        </li>
      </ul>
    </div>
  )
}
