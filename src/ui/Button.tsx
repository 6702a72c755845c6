import type { ButtonHTMLAttributes, Ref } from 'react'
import styles from './Button.module.css'

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'primary' | 'secondary' | 'link'
  ref?: Ref<HTMLButtonElement>
}

/** A text button: primary (filled), secondary (outlined) or link-like. */
export function Button({ variant = 'primary', className, type = 'button', ...rest }: Props) {
  return (
    <button
      type={type}
      className={[styles.button, styles[variant], className ?? ''].filter(Boolean).join(' ')}
      {...rest}
    />
  )
}
