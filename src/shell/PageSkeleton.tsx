import styles from './PageSkeleton.module.css'

/** The loading state of a route kind while its page renders (client-side navigation shows it at once). */
export function PageSkeleton() {
  return (
    <div className={styles.skeleton} aria-hidden="true" data-testid="page-skeleton">
      <div className={`${styles.line} ${styles.title}`} />
      <div className={styles.line} />
      <div className={styles.line} />
      <div className={`${styles.line} ${styles.block}`} />
    </div>
  )
}
