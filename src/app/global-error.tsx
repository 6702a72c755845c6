'use client'

/** Last resort when even the site layout cannot render (e.g. the database is down on first load). */
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: '3rem', maxWidth: 640, margin: '0 auto' }}>
        <h1>The site is temporarily unavailable</h1>
        <p style={{ margin: '1rem 0' }}>We could not load this page. Please try again in a moment.</p>
        <button type="button" onClick={() => reset()}>
          Try again
        </button>
      </body>
    </html>
  )
}
