/** What the link routes of saved searches share: the site's texts in its language (with editors' overrides) and the HTML answers. */
import { NextResponse } from 'next/server'
import { DEFAULT_LOCALE } from '@/cms/locales'
import { savedSearchMailStrings, type SavedSearchMailMessages } from '@/features/saved-searches/mail-strings'
import { loadStrings } from '@/i18n/dictionary/load'
import { requestSite } from '@/sites/request-site'

export async function linkMessages(request: Request): Promise<SavedSearchMailMessages> {
  const resolved = await requestSite(request)
  return 'response' in resolved
    ? loadStrings(savedSearchMailStrings, null, DEFAULT_LOCALE)
    : loadStrings(savedSearchMailStrings, resolved.context.site.id, resolved.context.locale)
}

export const html = (body: string, status = 200) =>
  new NextResponse(body, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
    },
  })
