import fs from 'node:fs'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type BrowserContext, type Locator, type Page } from './test'
import { rawGet, signInEditor, siteUrl } from './helpers'

/**
 * Video in the hero banner, the blurb and a carousel slide (spec 1 §2 "Hero banner: image or video
 * (desktop and phone variants)", §4 "Video: starts muted and playing; play/pause and mute toggles"). The demo
 * seeds no video, so this file makes one: a tiny WebM recorded from a canvas in the browser, uploaded twice
 * (desktop and phone files) through the CMS REST API, on a published page of its own.
 */

const PAGE_PATH = '/e2e-videoblock'
const DESKTOP_FILE = 'e2e-video-desktop.webm'
const PHONE_FILE = 'e2e-video-phone.webm'
/** A seeded image (the style guide's), the poster of every video here. */
const POSTER_FILE = 'hero-1400-5b8fb9.webp'
const mediaUrl = (file: string) => `/-/media/${file}`

const severeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => v.id)

const answerConsent = (context: BrowserContext) =>
  context.addCookies([
    {
      name: 'consent',
      value: encodeURIComponent(JSON.stringify({ v: 1, analytics: false, marketing: false })),
      url: siteUrl('se'),
    },
  ])

/** As the editor, from the page's origin: the videos (once) and the page (once), created by whichever worker comes first. */
async function createFixture(page: Page) {
  await page.goto(siteUrl('se', '/'))
  await page.evaluate(
    async ({ files, posterFile, slug, path }) => {
      const json = async (res: Response) => {
        if (!res.ok) throw new Error(`${res.url}: ${res.status} ${await res.text()}`)
        return res.json()
      }
      const mediaId = async (filename: string) =>
        (await json(await fetch(`/api/cms/media?where[filename][equals]=${filename}&depth=0&limit=1`))).docs[0]?.id as
          number | undefined

      // A second of 64×36 frames in changing colours, as WebM (VP8): well under 2 KB.
      let video: Blob | null = null
      const record = async () => {
        const canvas = document.createElement('canvas')
        canvas.width = 64
        canvas.height = 36
        const g = canvas.getContext('2d')!
        const recorder = new MediaRecorder(canvas.captureStream(30), { mimeType: 'video/webm;codecs=vp8' })
        const chunks: Blob[] = []
        recorder.ondataavailable = (e) => chunks.push(e.data)
        const stopped = new Promise((resolve) => (recorder.onstop = resolve))
        recorder.start()
        for (let frame = 0; frame < 30; frame++) {
          g.fillStyle = `hsl(${frame * 12} 60% 45%)`
          g.fillRect(0, 0, 64, 36)
          await new Promise((resolve) => requestAnimationFrame(resolve))
        }
        recorder.stop()
        await stopped
        return new Blob(chunks, { type: 'video/webm' })
      }
      const ids: number[] = []
      for (const filename of files) {
        let id = await mediaId(filename)
        if (!id) {
          video ??= await record()
          const form = new FormData()
          form.append('file', new File([video], filename, { type: 'video/webm' }))
          form.append('_payload', JSON.stringify({ alt: filename }))
          id = (await json(await fetch('/api/cms/media?locale=sv-SE', { method: 'POST', body: form }))).doc.id as number
        }
        ids.push(id)
      }
      const [desktop, phone] = ids
      const poster = await mediaId(posterFile)
      if (!poster) throw new Error(`no seeded image ${posterFile}`)

      const site = (await json(await fetch('/api/cms/sites?where[key][equals]=se&depth=0'))).docs[0].id as number
      const existing = await json(
        await fetch(`/api/cms/pages?where[site][equals]=${site}&where[path][equals]=${path}&locale=sv-SE&depth=0`),
      )
      if (existing.docs.length) return
      const layout = [
        {
          blockType: 'heroBanner',
          content: 'Video',
          image: poster,
          videoDesktop: desktop,
          videoPhone: phone,
          title: 'Video i herobannern',
          titleTag: 'h2',
          textColor: 'white',
          height: 'Medium',
        },
        {
          blockType: 'blurb',
          title: 'Video med kontroller',
          media: 'Video',
          video: desktop,
          image: poster,
          hasControlBar: true,
        },
        {
          blockType: 'blurb',
          title: 'Bakgrundsvideo',
          media: 'Video',
          video: desktop,
          image: poster,
          hasControlBar: false,
        },
        {
          blockType: 'carousel',
          title: 'Bildspel med video',
          slides: [
            { title: 'Videobild', video: desktop, videoPhone: phone, image: poster },
            { title: 'Bild utan video', image: poster },
          ],
          loop: false,
          autoPlay: false,
          hasMarginTop: true,
        },
      ]
      const created = await fetch('/api/cms/pages?locale=sv-SE', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        // A page of the test's own in Swedish only: the group admin publishes it over the publish checks.
        body: JSON.stringify({
          site,
          title: 'Videoblock',
          slug,
          hideFromSitemap: true,
          layout,
          _status: 'published',
          publishOverrideReason: 'Browser test page: only its video blocks are under test',
        }),
      })
      // Another worker may have created it meanwhile: then it is there now.
      if (
        !created.ok &&
        !(
          await json(
            await fetch(`/api/cms/pages?where[site][equals]=${site}&where[path][equals]=${path}&locale=sv-SE&depth=0`),
          )
        ).docs.length
      ) {
        throw new Error(`create failed: ${created.status} ${await created.text()}`)
      }
    },
    { files: [DESKTOP_FILE, PHONE_FILE], posterFile: POSTER_FILE, slug: PAGE_PATH.slice(1), path: PAGE_PATH },
  )
}

test.beforeAll(async ({ browser }) => {
  // One worker makes the fixture: two at once would each upload the videos (Payload names the second copies `-1`)
  // and either's page could win. The lock lives in the run's fresh data folder; the other worker waits for the page.
  const lock = path.join(process.env.E2E_DATA_DIR || '.e2e-data', 'block-video-fixture.lock')
  fs.mkdirSync(path.dirname(lock), { recursive: true })
  let maker = true
  try {
    fs.mkdirSync(lock)
  } catch {
    maker = false
  }
  if (maker) {
    const context = await browser.newContext()
    await signInEditor(context)
    await createFixture(await context.newPage())
    await context.close()
  }
  // Published pages reach the routing table through the render cache's invalidation: waited for, not assumed.
  await expect
    .poll(async () => (await rawGet('se.localhost', PAGE_PATH, undefined, { accept: 'text/html' })).status, {
      timeout: 30_000,
    })
    .toBe(200)
})

const prop = <T>(video: Locator, read: (v: HTMLVideoElement) => T) => video.evaluate(read)
const playing = (video: Locator) => prop(video, (v) => !v.paused && v.currentTime > 0)

async function open(page: Page, context: BrowserContext) {
  await answerConsent(context)
  await page.goto(siteUrl('se', PAGE_PATH))
  await expect(page.getByRole('heading', { level: 1, name: 'Videoblock' })).toBeVisible()
}

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })
    const expectedFile = width < 768 ? PHONE_FILE : DESKTOP_FILE

    test('hero banner video: the phone or desktop file, the poster, muted, looping, playing; pause and sound buttons; axe clean', async ({
      page,
      context,
    }) => {
      await open(page, context)
      const hero = page.getByTestId('hero-banner')
      await expect(hero.getByRole('heading', { name: 'Video i herobannern' })).toBeVisible()
      const video = hero.locator('video')
      await expect(video).toHaveAttribute('poster', mediaUrl(POSTER_FILE))
      await expect(video).toHaveAttribute('loop', '')
      await expect(video).toHaveAttribute('playsinline', '')
      // The phone file first, for narrow screens; the browser picks by width.
      await expect(video.locator('source')).toHaveCount(2)
      await expect(video.locator('source').first()).toHaveAttribute('src', mediaUrl(PHONE_FILE))
      await expect(video.locator('source').first()).toHaveAttribute('media', '(max-width: 767px)')
      await expect(video.locator('source').nth(1)).toHaveAttribute('src', mediaUrl(DESKTOP_FILE))
      await expect(video.locator('source').first()).toHaveAttribute('type', 'video/webm')
      // Started by the page's script (muted) rather than the autoplay attribute, so reduced motion can keep it still.
      expect(await prop(video, (v) => v.autoplay)).toBe(false)
      await expect.poll(() => playing(video)).toBe(true)
      expect(await prop(video, (v) => v.muted)).toBe(true)
      expect(await prop(video, (v) => new URL(v.currentSrc).pathname)).toBe(mediaUrl(expectedFile))
      expect(await severeViolations(page)).toEqual([])

      await hero.getByRole('button', { name: 'Pausa' }).click()
      await expect.poll(() => prop(video, (v) => v.paused)).toBe(true)
      await expect(hero.getByRole('button', { name: 'Spela upp' })).toBeVisible()
      const sound = hero.getByRole('button', { name: 'Slå på ljudet' })
      await expect(sound).toHaveAttribute('aria-pressed', 'false')
      await sound.click()
      await expect(hero.getByRole('button', { name: 'Stäng av ljudet' })).toHaveAttribute('aria-pressed', 'true')
      expect(await prop(video, (v) => v.muted)).toBe(false)
      await hero.getByRole('button', { name: 'Spela upp' }).click()
      await expect.poll(() => prop(video, (v) => !v.paused)).toBe(true)
    })

    test('blurb video: with the control bar a player the visitor starts; without it a muted looping background video', async ({
      page,
      context,
    }) => {
      await open(page, context)
      const player = page.getByTestId('blurb').filter({ hasText: 'Video med kontroller' })
      await expect(player).toHaveAttribute('data-media', 'video')
      const controlled = player.locator('video')
      await expect(controlled).toHaveAttribute('controls', '')
      await expect(controlled).toHaveAttribute('poster', mediaUrl(POSTER_FILE))
      await expect(controlled).toHaveAttribute('aria-label', 'Video med kontroller')
      await expect(controlled.locator('source')).toHaveAttribute('src', mediaUrl(DESKTOP_FILE))
      await expect(controlled.locator('source')).toHaveAttribute('type', 'video/webm')
      expect(await prop(controlled, (v) => v.autoplay || v.loop || v.muted)).toBe(false)

      const background = page.getByTestId('blurb').filter({ hasText: 'Bakgrundsvideo' })
      const video = background.locator('video')
      await video.scrollIntoViewIfNeeded()
      await expect(video).toHaveAttribute('poster', mediaUrl(POSTER_FILE))
      await expect(video).toHaveAttribute('loop', '')
      await expect(video).not.toHaveAttribute('controls')
      await expect.poll(() => playing(video)).toBe(true)
      expect(await prop(video, (v) => v.muted)).toBe(true)
      await background.getByRole('button', { name: 'Pausa' }).click()
      await expect.poll(() => prop(video, (v) => v.paused)).toBe(true)
      // The player never started by itself.
      expect(await prop(controlled, (v) => v.paused && v.currentTime === 0)).toBe(true)
      expect(await severeViolations(page)).toEqual([])
    })

    test('carousel: the selected slide’s video plays, a slide out of view is paused', async ({ page, context }) => {
      await open(page, context)
      const carousel = page.getByTestId('carousel')
      await carousel.scrollIntoViewIfNeeded()
      await expect(carousel).toHaveAttribute('data-ready', 'true')
      const video = carousel.getByTestId('carousel-slide').first().locator('video')
      await expect.poll(() => playing(video)).toBe(true)
      expect(await prop(video, (v) => v.muted)).toBe(true)
      expect(await prop(video, (v) => new URL(v.currentSrc).pathname)).toBe(mediaUrl(expectedFile))
      await carousel.getByTestId('carousel-next').click()
      await expect(carousel.getByTestId('carousel-slide').nth(1)).toHaveAttribute('data-selected', 'true')
      await expect.poll(() => prop(video, (v) => v.paused)).toBe(true)
    })

    test('reduced motion: no video starts by itself; the play button still starts one', async ({ page, context }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await open(page, context)
      const videos = page.locator('video')
      await expect(videos).toHaveCount(4)
      const hero = page.getByTestId('hero-banner')
      for (const video of [
        hero.locator('video'),
        page.getByTestId('blurb').filter({ hasText: 'Bakgrundsvideo' }).locator('video'),
        page.getByTestId('carousel').locator('video'),
      ]) {
        await video.scrollIntoViewIfNeeded()
        // Muted is set by the same effect that would have started it: once it is, the effect has run.
        await expect.poll(() => prop(video, (v) => v.muted)).toBe(true)
        expect(await prop(video, (v) => v.paused && v.currentTime === 0)).toBe(true)
      }
      await hero.getByRole('button', { name: 'Spela upp' }).click()
      await expect.poll(() => playing(hero.locator('video'))).toBe(true)
    })
  })
}
