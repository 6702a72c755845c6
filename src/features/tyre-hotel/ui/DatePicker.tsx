'use client'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useMemo, useState } from 'react'
import { IconButton } from '@/ui/IconButton'
import {
  canGoBack,
  canGoForward,
  firstMonth,
  longDate,
  monthGrid,
  monthName,
  shiftMonth,
  weekdayNames,
  type Ymd,
} from './calendar'
import styles from './TyreHotel.module.css'

type Props = {
  dates: readonly Ymd[]
  today: Ymd
  locale: string
  label: string
  previous: string
  next: string
  onPick: (date: Ymd) => void
}

/**
 * The month calendar (spec 2 §5 "Date picker"): 42 days in Monday-first weeks; only available dates are
 * buttons; previous stops at the current month, next at the month of the last available date.
 */
export function DatePicker({ dates, today, locale, label, previous, next, onPick }: Props) {
  const [month, setMonth] = useState(() => firstMonth(dates, today))
  const available = useMemo(() => new Set(dates), [dates])
  const cells = monthGrid(month, available)
  const short = weekdayNames(locale, 'short')
  const long = weekdayNames(locale, 'long')
  const caption = monthName(month, locale)
  return (
    <div className={styles.calendar} data-testid="date-picker">
      <div className={styles.calendarHead}>
        <IconButton
          label={previous}
          disabled={!canGoBack(month, today)}
          onClick={() => setMonth(shiftMonth(month, -1))}
          data-testid="month-previous"
        >
          <ChevronLeft aria-hidden="true" size={20} />
        </IconButton>
        <p className={styles.monthName} aria-live="polite" data-testid="month-name">
          {caption}
        </p>
        <IconButton
          label={next}
          disabled={!canGoForward(month, dates)}
          onClick={() => setMonth(shiftMonth(month, 1))}
          data-testid="month-next"
        >
          <ChevronRight aria-hidden="true" size={20} />
        </IconButton>
      </div>
      <table className={styles.grid} aria-label={`${label}, ${caption}`}>
        <thead>
          <tr>
            {short.map((name, i) => (
              <th key={name} scope="col" abbr={long[i]}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: cells.length / 7 }, (_, week) => (
            <tr key={week}>
              {cells.slice(week * 7, week * 7 + 7).map((cell) => (
                <td key={cell.date} className={cell.inMonth ? undefined : styles.outside} data-testid="day-cell">
                  {cell.available ? (
                    <button
                      type="button"
                      className={styles.day}
                      aria-label={longDate(cell.date, locale)}
                      onClick={() => onPick(cell.date)}
                      data-date={cell.date}
                    >
                      {cell.day}
                    </button>
                  ) : (
                    <span className={styles.dayOff} aria-hidden={cell.inMonth ? undefined : true}>
                      {cell.day}
                    </span>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
