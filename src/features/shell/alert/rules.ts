import type { Navigation } from '@/payload-types'
import { isInWindow } from '../message/window'

/** spec 1 §3 "Navigation fields": the alert bar's types and icons. */
export type AlertType = NonNullable<Navigation['messageType']>
export type Alert = {
  title: string
  text: string
  type: AlertType
  icon: Navigation['messageIcon']
  belowNavigation: boolean
  dismissible: boolean
}

export const HIDE_ALERT_COOKIE = 'hideAlert'
/** spec 1 §9: the alert cookie lasts 1 day. */
export const HIDE_ALERT_MAX_AGE_S = 24 * 60 * 60

/** Only Warning alerts cannot be dismissed (spec 1 §4). */
export const isDismissibleType = (type: string): boolean => type !== 'Warning'

/**
 * spec 1 §4: the alert bar shows only when HasMessage is set and title, text and type are non-empty,
 * and not while a dismissible alert is hidden by the hideAlert cookie; and only between its
 * start and end, when it has them (`now` in milliseconds).
 */
export function alertToShow(
  nav: Navigation | null | undefined,
  hideAlertCookie: string | null | undefined,
  now: number,
): Alert | null {
  if (!nav?.hasMessage) return null
  if (!isInWindow({ startsAt: nav.messageStartsAt, endsAt: nav.messageEndsAt }, now)) return null
  const title = nav.messageTitle?.trim()
  const text = nav.messageText?.trim()
  const type = nav.messageType
  if (!title || !text || !type) return null
  const dismissible = isDismissibleType(type)
  if (dismissible && hideAlertCookie) return null
  return {
    title,
    text,
    type,
    icon: nav.messageIcon ?? null,
    belowNavigation: Boolean(nav.messageIsBelowNavigation),
    dismissible,
  }
}

/** The Set-Cookie value written when a visitor dismisses the alert. */
export function hideAlertCookie(): string {
  return `${HIDE_ALERT_COOKIE}=1; Max-Age=${HIDE_ALERT_MAX_AGE_S}; Path=/; SameSite=Lax`
}

/** Reads one cookie from a document.cookie string. */
export function readCookie(cookieString: string, name: string): string | null {
  for (const part of cookieString.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return decodeURIComponent(rest.join('='))
  }
  return null
}
