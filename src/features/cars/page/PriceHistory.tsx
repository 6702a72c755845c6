import type { PriceHistoryView } from '@/features/cars/price-history/view'
import { CHART_HEIGHT, CHART_WIDTH } from '@/features/cars/price-history/chart'
import { VisuallyHiddenBlock } from '@/ui/VisuallyHidden'
import styles from './PriceHistory.module.css'

type Chart = NonNullable<PriceHistoryView['chart']>
/** The chart's texts in the page's language: the drawing's title and description, the table's caption and headings. */
type Texts = { title: string; description: string; caption: string; date: string; price: string; today: string }

/**
 * The price history's chart: a server-drawn step line of the shown price from its first price to today, its highest
 * and lowest price and the time axis' ends beside it, and every price with its date as a table for screen readers
 * (the drawing itself is one image with a title and description).
 */
export function PriceHistoryChart({
  chart,
  prices,
  texts,
}: {
  chart: Chart
  prices: PriceHistoryView['prices']
  texts: Texts
}) {
  return (
    <figure className={styles.figure} data-testid="car-price-chart">
      <div className={styles.plot}>
        <span className={styles.max} aria-hidden="true">
          {chart.maxText}
        </span>
        <svg
          className={styles.svg}
          viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`}
          preserveAspectRatio="none"
          role="img"
          aria-labelledby="price-chart-title price-chart-desc"
        >
          <title id="price-chart-title">{texts.title}</title>
          <desc id="price-chart-desc">{texts.description}</desc>
          <path className={styles.area} d={chart.area} />
          <path className={styles.line} d={chart.line} vectorEffect="non-scaling-stroke" />
        </svg>
        <span className={styles.min} aria-hidden="true">
          {chart.minText}
        </span>
        <div className={styles.axis} aria-hidden="true">
          <span>{chart.fromText}</span>
          <span>{texts.today}</span>
        </div>
      </div>
      <VisuallyHiddenBlock>
        <table>
          <caption>{texts.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{texts.date}</th>
              <th scope="col">{texts.price}</th>
            </tr>
          </thead>
          <tbody>
            {prices.map((row, i) => (
              <tr key={i}>
                <td>{row.date}</td>
                <td>{row.price}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHiddenBlock>
    </figure>
  )
}
