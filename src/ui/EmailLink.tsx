import type { ComponentProps } from 'react'

/**
 * A mailto link showing its address with a line-break opportunity before the "@": a department's long address
 * ("skadeverkstad.kungenskurva@…") then wraps in a narrow card at a place a reader expects, instead of
 * widening the card past the screen or breaking inside a word.
 */
export function EmailLink({ email, ...rest }: { email: string } & Omit<ComponentProps<'a'>, 'href' | 'children'>) {
  const at = email.indexOf('@')
  return (
    <a href={`mailto:${email}`} {...rest}>
      {at > 0 ? (
        <>
          {email.slice(0, at)}
          <wbr />
          {email.slice(at)}
        </>
      ) : (
        email
      )}
    </a>
  )
}
