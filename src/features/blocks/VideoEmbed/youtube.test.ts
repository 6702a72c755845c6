import { describe, expect, it } from 'vitest'
import { youtubeEmbedUrl, youtubeId } from './youtube'

describe('youtubeId', () => {
  it('accepts an id and the usual YouTube URLs', () => {
    expect(youtubeId('dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ')
    expect(youtubeId('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3')).toBe('dQw4w9WgXcQ')
    expect(youtubeId('https://youtu.be/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ')
    expect(youtubeId('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ')
    expect(youtubeId('https://m.youtube.com/shorts/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ')
  })

  it('refuses other hosts and malformed ids', () => {
    expect(youtubeId('https://evil.example/watch?v=dQw4w9WgXcQ')).toBeNull()
    expect(youtubeId('dQw4w9WgXc')).toBeNull()
    expect(youtubeId('"><script>')).toBeNull()
    expect(youtubeId('')).toBeNull()
    expect(youtubeId(null)).toBeNull()
  })
})

describe('youtubeEmbedUrl', () => {
  it('uses the privacy-enhanced host', () => {
    expect(youtubeEmbedUrl('dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0')
  })
})
