import { RichText } from '@payloadcms/richtext-lexical/react'
import type { BlockProps } from '../types'
import styles from './RichText.module.css'

export function RichTextComponent({ block }: BlockProps<'richText'>) {
  const Heading = block.titleTag ?? 'h2'
  return (
    <section className={`${styles.section} ${block.hasMarginTop ? styles.marginTop : ''}`}>
      {block.title ? <Heading className={styles.title}>{block.title}</Heading> : null}
      <RichText className={styles.body} data={block.content} />
    </section>
  )
}
