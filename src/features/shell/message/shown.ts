import type { Navigation } from '@/payload-types'
import { alertToShow, type Alert } from '../alert/rules'
import type { DatedSiteMessage, SiteMessage } from './rules'
import { isInWindow, nextWindowChange } from './window'

export type ShownMessages = { alert: Alert | null; messages: SiteMessage[]; until: number | null }

/**
 * What a page rendered at `now` shows of the alert bar and the site messages, each in its window,
 * and until when that stays right: the next moment one of them starts or ends (null: none does).
 */
export function messagesShown(
  navigation: Navigation | null | undefined,
  dated: readonly DatedSiteMessage[],
  now: number = Date.now(),
): ShownMessages {
  return {
    // The page reads no cookie: a dismissed bar is hidden before the first paint (src/features/shell/cookie-state.ts).
    alert: alertToShow(navigation, null, now),
    messages: dated
      .filter((message) => isInWindow(message, now))
      .map(({ id, title, text, type }) => ({ id, title, text, type })),
    until: nextWindowChange(
      [{ startsAt: navigation?.messageStartsAt, endsAt: navigation?.messageEndsAt }, ...dated],
      now,
    ),
  }
}
