'use client'

import * as RadixAccordion from '@radix-ui/react-accordion'
import { ChevronDown } from 'lucide-react'
import type { ReactNode } from 'react'
import styles from './Accordion.module.css'

export type AccordionItem = { id: string; title: ReactNode; content: ReactNode }

type Props = {
  items: AccordionItem[]
  /** Several panels open at once, or one at a time (opening one closes the other). */
  multiple?: boolean
  /** The heading level of the panel titles (under the block's own title). */
  headingLevel?: 'h3' | 'h4' | 'h5'
  [data: `data-${string}`]: string | undefined
}

/**
 * Radix Accordion: each title is a button in a heading (aria-expanded, aria-controls), arrow keys move
 * between titles, a closed panel is not in the tab order. Panels open with a height animation that
 * reduced motion turns off.
 */
export function Accordion({ items, multiple = false, headingLevel: Heading = 'h3', ...data }: Props) {
  const panels = items.map((item) => (
    <RadixAccordion.Item key={item.id} value={item.id} className={styles.item}>
      <RadixAccordion.Header asChild>
        <Heading className={styles.heading}>
          <RadixAccordion.Trigger className={styles.trigger}>
            <span>{item.title}</span>
            <ChevronDown aria-hidden="true" size={20} className={styles.chevron} />
          </RadixAccordion.Trigger>
        </Heading>
      </RadixAccordion.Header>
      <RadixAccordion.Content className={styles.content}>
        <div className={styles.body}>{item.content}</div>
      </RadixAccordion.Content>
    </RadixAccordion.Item>
  ))
  return multiple ? (
    <RadixAccordion.Root type="multiple" className={styles.root} {...data}>
      {panels}
    </RadixAccordion.Root>
  ) : (
    <RadixAccordion.Root type="single" collapsible className={styles.root} {...data}>
      {panels}
    </RadixAccordion.Root>
  )
}
