import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode, Ref } from 'react'
import styles from './IconButton.module.css'

type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'> & {
  /** The accessible name: an icon-only control has no other. */
  label: string
  children: ReactNode
  ref?: Ref<HTMLButtonElement>
}

/** An icon-only button with a 44 px hit area. Works as a Radix `asChild` target (Dialog.Close, …). */
export function IconButton({ label, className, children, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      className={className ? `${styles.iconButton} ${className}` : styles.iconButton}
      {...rest}
    >
      {children}
    </button>
  )
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'aria-label' | 'children'> & {
  label: string
  children: ReactNode
  href: string
}

/** The same 44 px icon-only control as a link (social links and the like). */
export function IconLink({ label, className, children, ...rest }: LinkProps) {
  return (
    <a aria-label={label} className={className ? `${styles.iconButton} ${className}` : styles.iconButton} {...rest}>
      {children}
    </a>
  )
}
