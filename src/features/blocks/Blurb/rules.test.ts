import { describe, expect, it } from 'vitest'
import { blurbIsEmpty, blurbMedia, youtubeEmbedUrl } from './rules'

const none = { hasText: false, hasImage: false, hasVideo: false }

describe('blurb rules (spec 1 §3, §8)', () => {
  it('shows the chosen media when its source exists, else the image', () => {
    expect(blurbMedia({ ...none, media: 'YouTube', youtubeId: 'dQw4w9WgXcQ' })).toBe('youtube')
    expect(blurbMedia({ ...none, media: 'YouTube', youtubeId: 'bad id', hasImage: true })).toBe('image')
    expect(blurbMedia({ ...none, media: 'Video', hasVideo: true })).toBe('video')
    expect(blurbMedia({ ...none, media: 'Video', hasImage: true })).toBe('image')
    expect(blurbMedia({ ...none, media: 'Image' })).toBe('none')
  })
  it('is empty without title, text and media', () => {
    expect(blurbIsEmpty({ ...none, title: '  ' })).toBe(true)
    expect(blurbIsEmpty({ ...none, title: 'Service' })).toBe(false)
    expect(blurbIsEmpty({ ...none, hasText: true })).toBe(false)
    expect(blurbIsEmpty({ ...none, hasImage: true })).toBe(false)
  })
  it('embeds YouTube without cookies, autoplaying after the click, with or without controls', () => {
    expect(youtubeEmbedUrl('dQw4w9WgXcQ', true)).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0&controls=1',
    )
    expect(youtubeEmbedUrl('dQw4w9WgXcQ', false)).toContain('controls=0')
    expect(() => youtubeEmbedUrl('"><script>', true)).toThrow()
  })
})
