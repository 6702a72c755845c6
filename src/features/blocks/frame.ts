import styles from './blocks.module.css'

/** The class of a block's section: the content column, plus the top margin when the editor wants it. */
export const sectionClass = (hasMarginTop: boolean | null | undefined, extra = ''): string =>
  [styles.section, hasMarginTop ? styles.marginTop : '', extra].filter(Boolean).join(' ')

export const frame = styles
