'use client'
import * as RadixTabs from '@radix-ui/react-tabs'
import type { ReactNode } from 'react'
import styles from './Tabs.module.css'

export type Tab = { value: string; label: ReactNode; content: ReactNode }

type Props = {
  label: string
  tabs: Tab[]
  defaultValue?: string
  /** Controlled use: the selected tab and its change (e.g. to load more tabs when the last one opens). */
  value?: string
  onValueChange?: (value: string) => void
}

/** Tabs (Radix: roving focus, arrow keys, tab/tabpanel roles); the first tab is selected unless told. */
export function Tabs({ label, tabs, defaultValue, value, onValueChange }: Props) {
  if (!tabs.length) return null
  return (
    <RadixTabs.Root
      defaultValue={value === undefined ? (defaultValue ?? tabs[0].value) : undefined}
      value={value}
      onValueChange={onValueChange}
    >
      <RadixTabs.List className={styles.list} aria-label={label}>
        {tabs.map((tab) => (
          <RadixTabs.Trigger key={tab.value} value={tab.value} className={styles.trigger}>
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((tab) => (
        <RadixTabs.Content key={tab.value} value={tab.value}>
          {tab.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  )
}
