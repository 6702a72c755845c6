/** What the link routes of saved searches share: the site's locale and the HTML answers. */
import { NextResponse } from 'next/server'
import type { Locale } from '@/cms/locales'
import { requestSite } from '@/sites/request-site'
import { DEFAULT_LOCALE } from '@/cms/locales'

export async function linkLocale(request: Request): Promise<Locale> {
  const resolved = await requestSite(request)
  return 'response' in resolved ? DEFAULT_LOCALE : resolved.context.locale
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
