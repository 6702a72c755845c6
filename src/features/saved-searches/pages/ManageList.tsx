import { translator } from '@/i18n/catalogue'
import { Button } from '@/ui/Button'
import type { SavedSearchMailMessages } from '../mail-strings'
import type { ManagedSearch } from '../store'
import { searchSummary } from '../summary'
import styles from './LinkPage.module.css'

type Props = {
  messages: SavedSearchMailMessages
  email: string
  /** The manage link's token: each delete form sends it back. */
  token: string
  searches: ManagedSearch[]
  /** Where the delete forms post (the manage route, in this page's language). */
  action: string
}

/**
 * The address's searches, each a link to its car list and a form that deletes it: a plain POST, so it works
 * without JavaScript, answered by a redirect back here.
 */
export function ManageList({ messages, email, token, searches, action }: Props) {
  const t = translator(messages)
  return (
    <>
      <h1 className="page-title">{t('manageTitle', { email })}</h1>
      <div className={styles.body}>
        <ul className={styles.list} data-testid="saved-searches">
          {searches.map((search) => {
            const summary = searchSummary(messages, search)
            return (
              <li key={search.id} className={styles.item}>
                <a href={search.listUrl} className={styles.search}>
                  {summary}
                </a>
                {search.status === 'pending' ? <span className={styles.pending}>{t('pending')}</span> : null}
                <form method="post" action={action} className={styles.remove}>
                  <input type="hidden" name="token" value={token} />
                  <input type="hidden" name="id" value={search.id} />
                  <Button type="submit" variant="secondary" aria-label={t('removeSearch', { search: summary })}>
                    {t('remove')}
                  </Button>
                </form>
              </li>
            )
          })}
        </ul>
      </div>
    </>
  )
}
