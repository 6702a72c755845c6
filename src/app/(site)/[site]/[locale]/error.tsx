'use client'

/**
 * A page that fails to render (for example while the database is unreachable) shows this inside the
 * site shell; the layout's data is already there, so only the page text is generic.
 */
export default function PageError({ reset }: { error: Error; reset: () => void }) {
  return (
    <section role="alert" style={{ maxWidth: 'var(--content-width)', margin: '0 auto', padding: 'var(--space-2xl) var(--gutter)' }}>
      <h1 lang="en">Something went wrong</h1>
      <p style={{ margin: 'var(--space-m) 0' }} lang="en">
        The page could not be loaded right now. Please try again in a moment.
      </p>
      <button type="button" onClick={() => reset()}>
        Try again
      </button>
    </section>
  )
}
