'use client'

import { Component, type ReactNode } from 'react'
import { Button } from '@/ui/Button'
import styles from './SectionBoundary.module.css'

export type SectionErrorTexts = { title: string; text: string; tryReload: string; reload: string }

type Props = { texts: SectionErrorTexts; children: ReactNode }

/**
 * spec 1 §8 "Section render failure": a block that fails renders this box in its place (Swedish:
 * "Aj då", "Prova ladda om sidan", button "Ladda om sidan" that reloads); the other sections render.
 * React needs a class component for an error boundary.
 */
export class SectionBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  componentDidCatch(error: unknown) {
    console.error('Section render failure', error)
  }

  render() {
    if (!this.state.failed) return this.props.children
    const { texts } = this.props
    return <SectionError texts={texts} />
  }
}

export function SectionError({ texts }: { texts: SectionErrorTexts }) {
  return (
    <section className={styles.box} data-section-error="">
      <h2 className={styles.title}>{texts.title}</h2>
      <p>{texts.text}</p>
      <p>{texts.tryReload}</p>
      <Button className={styles.button} onClick={() => window.location.reload()}>
        {texts.reload}
      </Button>
    </section>
  )
}
