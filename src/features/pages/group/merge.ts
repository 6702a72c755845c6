/**
 * A group document shown on a site's page: which of the rendered fields come from the group document
 * and which from the page, and how the group document's links are carried into the showing site. React- and
 * Payload-free; the database side is ./show.ts.
 */
import type { Locale } from '@/cms/locales'
import type { CarryContext, SiteLanguages, SourcePaths, TargetPages, Unresolved } from '../copy/rules'

/** The page fields a group document provides and a page may keep as its own (`localOverrides`). */
export const SHARED_FIELDS = ['title', 'metaTitle', 'metaDescription', 'layout'] as const
export type SharedField = (typeof SHARED_FIELDS)[number]

export const isSharedField = (value: unknown): value is SharedField => SHARED_FIELDS.includes(value as SharedField)

type SharedValues = {
  title?: string | null
  metaTitle?: string | null
  metaDescription?: string | null
  layout?: unknown
}

/** The group document as read in the page's locale (no locale fallback: a language it lacks has no title). */
export type GroupValues = SharedValues & { _status?: string | null }

/**
 * Whether the group document is shown: only while it is published and written in the page's language (has a title
 * there). Otherwise the page shows its own fields, never a page half of which is missing.
 */
export const groupShown = (group: GroupValues | null | undefined): group is GroupValues =>
  Boolean(group && group._status === 'published' && typeof group.title === 'string' && group.title.trim())

/**
 * The page as its site renders it: every shared field from the group document, except those the page keeps as its
 * own; everything else (path, parent, site, slug, navigation title, settings) is the page's.
 */
export function mergeGroupContent<P extends object>(
  page: P,
  group: GroupValues | null | undefined,
  overrides: readonly unknown[] | null | undefined,
): P {
  if (!groupShown(group)) return page
  const own = new Set((overrides ?? []).filter(isSharedField))
  const merged: Record<string, unknown> = { ...(page as Record<string, unknown>) }
  for (const field of SHARED_FIELDS) {
    if (own.has(field)) continue
    // A field the group document leaves empty is empty on the page too: it is the group's text, not a mix.
    merged[field] = field === 'layout' ? (group.layout ?? []) : (group[field] ?? null)
  }
  return merged as P
}

/** A page's last change as the sitemap tells it: the later of the page's and its shown group document's (ISO times). */
export const lastChange = (page: string, group: string | null | undefined): string =>
  group && Date.parse(group) > Date.parse(page) ? group : page

/**
 * The carry context that shows a group document on a site in one locale: its links are written as any site's
 * (a path, or a page of some site), so they are read as the showing site's and point at that site's page at the
 * same path, or are left out where it has none (the copy's rules, src/features/pages/copy/rules.ts).
 */
export function showingContext(
  site: SiteLanguages,
  locale: Locale,
  sitePages: TargetPages,
  pagePaths: SourcePaths,
  unresolved: Unresolved[] = [],
): CarryContext {
  return {
    pair: { from: locale, to: locale },
    source: site,
    target: site,
    targetPages: sitePages,
    sourcePaths: pagePaths,
    unresolved,
    rendering: true,
  }
}
