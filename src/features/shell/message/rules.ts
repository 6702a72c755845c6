/** spec 1 §3: a site message may use the alert types and also others. */
export const SITE_MESSAGE_TYPES = ['Warning', 'Dark', 'Light', 'Neutral', 'Other'] as const
export type SiteMessageType = (typeof SITE_MESSAGE_TYPES)[number]

export type SiteMessage = { id: number | string; title: string; text: string; type: SiteMessageType }
/** A message as stored, with the window it shows in (./window.ts). */
export type DatedSiteMessage = SiteMessage & { startsAt: string | null; endsAt: string | null }

/** spec 1 §4: the session key that holds the titles of the messages a visitor hid. */
export const HIDDEN_MESSAGES_KEY = 'hidden-messages'

/** Warnings can never be hidden (spec 1 §4). */
export const canHideMessage = (message: Pick<SiteMessage, 'type'>): boolean => message.type !== 'Warning'

/** The hidden titles from session storage; anything unreadable counts as nothing hidden. */
export function parseHiddenTitles(raw: string | null | undefined): string[] {
  if (!raw) return []
  try {
    const value: unknown = JSON.parse(raw)
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
  } catch {
    return []
  }
}

/** The list to store after hiding a message (by its title, once). */
export function withHiddenTitle(hidden: readonly string[], title: string): string[] {
  return hidden.includes(title) ? [...hidden] : [...hidden, title]
}

/** Whether a message shows: a warning always does; others unless hidden this session by title. */
export function isMessageVisible(message: Pick<SiteMessage, 'type' | 'title'>, hidden: readonly string[]): boolean {
  return !canHideMessage(message) || !hidden.includes(message.title)
}
