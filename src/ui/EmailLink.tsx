import type { ComponentProps } from 'react'

/**
 * An e-mail address with a line-break opportunity before the "@": a long address ("dackhotell.kungenskurva@…")
 * then wraps in a narrow card at a place a reader expects, instead of widening the card past the screen or
 * breaking inside a word.
 */
export function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@')
  if (at <= 0) return email
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  )
}

/** A mailto link showing its address as `EmailText`. */
export function EmailLink({ email, ...rest }: { email: string } & Omit<ComponentProps<'a'>, 'href' | 'children'>) {
  return (
    <a href={`mailto:${email}`} {...rest}>
      <EmailText email={email} />
    </a>
  )
}
