import { Gavel } from 'lucide-react'
import type { ReactNode } from 'react'

/** Nordic cross flags: field colour, cross colour(s). Drawn here: small, and no flag icon package is installed. */
function nordic(field: string, cross: string, inner?: string): ReactNode {
  return (
    <>
      <rect width="22" height="16" fill={field} />
      <rect x="6" width="4" height="16" fill={cross} />
      <rect y="6" width="22" height="4" fill={cross} />
      {inner ? (
        <>
          <rect x="7" width="2" height="16" fill={inner} />
          <rect y="7" width="22" height="2" fill={inner} />
        </>
      ) : null}
    </>
  )
}

const EU_STARS = Array.from({ length: 12 }, (_, i) => {
  const a = (i / 12) * 2 * Math.PI
  return [11 + 5 * Math.cos(a), 8 + 5 * Math.sin(a)] as const
})

const FLAGS: Record<string, ReactNode> = {
  se: nordic('#006aa7', '#fecc00'),
  no: nordic('#ba0c2f', '#ffffff', '#00205b'),
  fi: nordic('#ffffff', '#002f6c'),
  sk: (
    <>
      <rect width="22" height="16" fill="#ffffff" />
      <rect y="5.33" width="22" height="5.34" fill="#0b4ea2" />
      <rect y="10.67" width="22" height="5.33" fill="#ee1c25" />
      <path d="M4 4h6v6c0 2-1.5 3-3 3.5C5.5 13 4 12 4 10z" fill="#ee1c25" stroke="#ffffff" strokeWidth="0.6" />
    </>
  ),
  // The Union Flag: St Andrew's saltire, St Patrick's (counterchanged, simplified) and St George's cross.
  gb: (
    <>
      <rect width="22" height="16" fill="#012169" />
      <path d="M0 0L22 16M22 0L0 16" stroke="#ffffff" strokeWidth="3.2" />
      <path d="M0 0L22 16M22 0L0 16" stroke="#c8102e" strokeWidth="1.1" />
      <path d="M11 0v16M0 8h22" stroke="#ffffff" strokeWidth="5" />
      <path d="M11 0v16M0 8h22" stroke="#c8102e" strokeWidth="3" />
    </>
  ),
  eu: (
    <>
      <rect width="22" height="16" fill="#003399" />
      {EU_STARS.map(([x, y], i) => (
        <circle key={i} cx={x} cy={y} r="0.8" fill="#ffcc00" />
      ))}
    </>
  ),
}

/** The flag icons of spec 1 §2: no, se, sk, eu, fi, and auction (a gavel); and gb for the UK site. */
export function Flag({ name }: { name: string }) {
  if (name === 'auction') return <Gavel aria-hidden="true" size={16} />
  const flag = FLAGS[name]
  if (!flag) return null
  return (
    <svg aria-hidden="true" width="22" height="16" viewBox="0 0 22 16" style={{ borderRadius: 2, flex: 'none' }}>
      {flag}
    </svg>
  )
}
