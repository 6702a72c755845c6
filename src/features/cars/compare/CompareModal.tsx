'use client'
import Image from 'next/image'
import { X } from 'lucide-react'
import { translator } from '@/i18n/catalogue'
import { FullScreenDialog } from '@/ui/Dialog'
import { IconButton } from '@/ui/IconButton'
import { remove, type CompareState } from './list'
import { compareStore } from './store'
import type { CompareMessages } from './strings'
import type { ValueLabels } from '@/features/cars/value-labels'
import { compareRows, shownRowValue } from './values'
import styles from './Compare.module.css'

type Props = {
  state: CompareState
  messages: CompareMessages
  labels: ValueLabels
  onOpenChange: (open: boolean) => void
}

/**
 * The cars side by side (spec 1 §2 "Compare": full-screen modal), one row per property any of them has, rows
 * where they differ highlighted and marked for screen readers. Removing the last car closes it (list.ts).
 */
export function CompareModal({ state, messages, labels, onOpenChange }: Props) {
  const t = translator(messages)
  const rows = compareRows(state.cars)
  return (
    <FullScreenDialog
      title={t('modalTitle')}
      description={t('legend')}
      open={state.open}
      onOpenChange={onOpenChange}
      closeLabel={t('close')}
      data-testid="compare-modal"
    >
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">
                <span className={styles.hidden}>{t('property')}</span>
              </th>
              {state.cars.map((car) => (
                <th key={car.id} scope="col">
                  <div className={styles.carHead}>
                    {car.image ? (
                      <Image
                        src={car.image}
                        alt=""
                        width={240}
                        height={180}
                        sizes="240px"
                        className={styles.carImage}
                      />
                    ) : null}
                    <a href={car.href} className={styles.carLink}>
                      {car.title}
                    </a>
                    {car.version ? <span className={styles.version}>{car.version}</span> : null}
                    <IconButton
                      label={t('remove', { car: car.title })}
                      onClick={() => compareStore.update((s) => remove(s, car.id))}
                    >
                      <X aria-hidden="true" size={20} />
                    </IconButton>
                  </div>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} data-differs={row.differs || undefined} data-testid={`compare-row-${row.key}`}>
                <th scope="row">
                  {t(row.key)}
                  {row.differs ? <span className={styles.hidden}> ({t('differs')})</span> : null}
                </th>
                {row.values.map((value, i) => (
                  <td key={state.cars[i].id}>
                    {value !== null ? (
                      shownRowValue(row.key, value, labels)
                    ) : (
                      <>
                        <span aria-hidden="true">–</span>
                        <span className={styles.hidden}>{t('unknown')}</span>
                      </>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </FullScreenDialog>
  )
}
