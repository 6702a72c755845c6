'use client'
import { useRef, useState } from 'react'
import type { Locale } from '@/cms/locales'
import { Button } from '@/ui/Button'
import { Skeleton } from '@/ui/Skeleton'
import { translator } from '@/i18n/catalogue'
import type { StoryListPage, StoryTag } from './list'
import { StoryTeaserCard } from './StoryCard'
import { toggleTag } from './rules'
import type { StoryMessages } from './strings'
import styles from './Stories.module.css'

export type StoriesListProps = {
  initial: StoryListPage
  tags: StoryTag[]
  indexPage: number | null
  site: string
  locale: Locale
  showDates: boolean
  layout: 'list' | 'grid'
  highlightLatest: boolean
  messages: StoryMessages
}

type State = { status: 'success' | 'loading' | 'error'; page: StoryListPage }

/**
 * The stories list (spec 1 §2, §4): tag chips (show all plus one per tag, multi-select; a toggle reloads),
 * optional highlighted latest story, list (Variant 2) or two-column grid, load more by cursor with progress,
 * loading / success / empty states. Pages come from POST /api/stories.
 */
export function StoriesList(props: StoriesListProps) {
  const { messages: m, locale } = props
  const [chosen, setChosen] = useState<number[]>([])
  const [state, setState] = useState<State>({ status: 'success', page: props.initial })
  const request = useRef(0)

  async function load(tags: number[], cursor: string | null) {
    const ticket = ++request.current
    setState((s) => ({
      status: 'loading',
      page: cursor ? s.page : { stories: [], total: 0, pageInfo: { hasNext: false, endCursor: null } },
    }))
    try {
      const res = await fetch(
        `/api/stories?site=${encodeURIComponent(props.site)}&locale=${encodeURIComponent(locale)}`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            ...(props.indexPage ? { index: props.indexPage } : {}),
            ...(tags.length ? { tags } : {}),
            ...(cursor ? { cursor } : {}),
          }),
        },
      )
      if (!res.ok) throw new Error(`stories ${res.status}`)
      const next = (await res.json()) as StoryListPage
      if (ticket !== request.current) return
      setState((s) => ({
        status: 'success',
        page: cursor ? { ...next, stories: [...s.page.stories, ...next.stories] } : next,
      }))
    } catch {
      if (ticket === request.current) setState((s) => ({ status: 'error', page: s.page }))
    }
  }

  function toggle(tag: number | 'all') {
    const next = toggleTag(chosen, tag)
    setChosen(next)
    void load(next, null)
  }

  const { page, status } = state
  const shown = page.stories.length
  const [first, ...rest] = page.stories
  const highlight = props.highlightLatest && first
  const listed = highlight ? rest : page.stories

  return (
    <div
      className={styles.list}
      data-testid="stories-list"
      data-state={status === 'success' && shown === 0 ? 'empty' : status}
    >
      {props.tags.length > 0 ? (
        <div role="group" aria-label={m.filterLabel} className={styles.chips}>
          <button
            type="button"
            className={styles.chip}
            aria-pressed={chosen.length === 0}
            onClick={() => toggle('all')}
          >
            {m.showAll}
          </button>
          {props.tags.map((tag) => (
            <button
              key={tag.id}
              type="button"
              className={styles.chip}
              aria-pressed={chosen.includes(tag.id)}
              onClick={() => toggle(tag.id)}
            >
              {tag.value}
            </button>
          ))}
        </div>
      ) : null}
      <div aria-live="polite" aria-busy={status === 'loading'}>
        {highlight ? (
          <StoryTeaserCard
            story={first}
            showDates={props.showDates}
            locale={locale}
            highlighted
            latestLabel={m.latest}
          />
        ) : null}
        {listed.length > 0 ? (
          <ul className={props.layout === 'list' ? styles.rows : styles.grid} data-layout={props.layout}>
            {listed.map((story) => (
              <li key={story.id}>
                <StoryTeaserCard story={story} showDates={props.showDates} locale={locale} />
              </li>
            ))}
          </ul>
        ) : null}
        {status === 'loading' && shown === 0 ? (
          <div className={styles.loading} data-testid="stories-loading">
            <span className={styles.visuallyHidden}>{m.loading}</span>
            <Skeleton height="12rem" />
            <Skeleton lines={3} />
          </div>
        ) : null}
        {status === 'success' && shown === 0 ? <p className={styles.empty}>{m.noResults}</p> : null}
        {status === 'error' ? (
          <p className={styles.empty} role="alert">
            {m.loadFailed}
          </p>
        ) : null}
      </div>
      {shown > 0 ? (
        <div className={styles.more}>
          <p className={styles.progressText}>{translator(m)('showing', { shown, total: page.total })}</p>
          <progress
            className={styles.progress}
            max={page.total}
            value={shown}
            aria-label={translator(m)('showing', { shown, total: page.total })}
          />
          {page.pageInfo.hasNext ? (
            <Button
              variant="secondary"
              disabled={status === 'loading'}
              onClick={() => void load(chosen, page.pageInfo.endCursor)}
            >
              {m.loadMore}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
