/**
 * A campaign page scheduled by the group admin for the next minute on the Swedish site's clock: a visitor gets 404
 * until then, and the page once the schedule has run (src/features/scheduling, run by the outbox's worker); the
 * admin's list of schedules at 1280 px shows it done. The rules (time zones, once only, cancel) are in the
 * integration tests; this is the whole path through the running app.
 */
import { expect, test } from './test'
import { editorToken, PORT, siteUrl } from './helpers'

const API = `http://127.0.0.1:${PORT}/api/cms`
const auth = () => ({ authorization: `JWT ${editorToken()}`, host: `se.localhost:${PORT}` })

/** The wall-clock time in Stockholm `minutes` from now, as an editor types it (YYYY-MM-DD HH:mm). */
function stockholmIn(minutes: number): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Stockholm',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(Date.now() + minutes * 60_000))
  const part = (type: string) => parts.find((p) => p.type === type)!.value
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`
}

test('a campaign page scheduled for the next minute appears on the site when its time comes', async ({
  page,
  request,
}) => {
  test.slow()
  const stamp = Date.now().toString(36)
  const title = `Vinterkampanj ${stamp}`
  const sites = (await (await request.get(`${API}/sites?limit=10&depth=0`, { headers: auth() })).json()) as {
    docs: { id: number; key: string }[]
  }
  const se = sites.docs.find((site) => site.key === 'se')!.id
  const created = await request.post(`${API}/pages?locale=sv-SE&draft=true`, {
    headers: auth(),
    data: { site: se, title, slug: `kampanj-${stamp}`, _status: 'draft' },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number; path: string } }
  // The site's English too: the checks before publishing, which a scheduled publish passes like any other, ask for it.
  const english = await request.patch(`${API}/pages/${doc.id}?locale=en-GB&draft=true`, {
    headers: auth(),
    data: { title: `Winter campaign ${stamp}`, slug: `campaign-${stamp}` },
  })
  expect(english.status()).toBe(200)
  try {
    const visitor = await page.goto(siteUrl('se', doc.path))
    expect(visitor?.status()).toBe(404)

    const scheduled = await request.post(`${API}/publish-schedules`, {
      headers: auth(),
      data: {
        document: { relationTo: 'pages', value: doc.id },
        locale: 'all',
        action: 'publish',
        localTime: stockholmIn(1),
      },
    })
    expect(scheduled.status()).toBe(201)
    const schedule = ((await scheduled.json()) as { doc: { id: number; state: string } }).doc
    expect(schedule.state).toBe('scheduled')

    // Its time comes within the minute and the worker polls the outbox: bound by the test's own time only.
    await expect(async () => {
      const answer = await page.goto(siteUrl('se', doc.path))
      expect(answer?.status()).toBe(200)
    }).toPass({ timeout: 0, intervals: [2000] })
    await expect(page).toHaveTitle(new RegExp(title))

    await page
      .context()
      .addCookies([
        { name: 'payload-token', value: editorToken(), url: siteUrl('se'), httpOnly: true, sameSite: 'Lax' },
      ])
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(siteUrl('se', `/admin/collections/publish-schedules/${schedule.id}`))
    const state = (await (
      await request.get(`${API}/publish-schedules/${schedule.id}`, { headers: auth(), params: { depth: 0 } })
    ).json()) as { state: string; ranAt: string | null }
    expect(state.state).toBe('done')
    expect(state.ranAt).not.toBeNull()
    await page.screenshot({ path: test.info().outputPath('schedule-done-1280.png'), fullPage: true })
  } finally {
    await request.delete(`${API}/pages/${doc.id}`, { headers: auth() })
  }
})
