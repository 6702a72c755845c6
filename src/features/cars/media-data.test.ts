import { describe, expect, it } from 'vitest'
import { MediaPathSchema, normalizePlate, toMediaData, videoSource } from './media-data'

describe('media data by registration (spec 1 §3, §7)', () => {
  it('accepts plates as markets write them and refuses anything else', () => {
    for (const regNo of ['ABC123', 'ABC 12A', 'AB12 CDE', 'EL 12345', 'BA-123AB'])
      expect(MediaPathSchema.safeParse({ name: 'se', regNo }).success).toBe(true)
    for (const regNo of ['A', '<script>', 'ABC_123', 'ABCDEFGHIJKLMN', ' ABC'])
      expect(MediaPathSchema.safeParse({ name: 'se', regNo }).success).toBe(false)
    expect(MediaPathSchema.safeParse({ name: 'SE!', regNo: 'ABC123' }).success).toBe(false)
  })
  it('compares plates without spaces and dashes', () => {
    expect(normalizePlate('abc 12-3')).toBe('ABC123')
  })
  it('derives the has-flags from what is stored', () => {
    expect(toMediaData({ videoUrl: ' ', images360: ['a', 'b'], internal360: ['c'] })).toEqual({
      videoUrl: null,
      images360: ['a', 'b'],
      internal360: ['c'],
      hasVideo: false,
      hasInternal360: false,
      has360: true,
    })
    expect(toMediaData({ images360: 'not a list' }).images360).toEqual([])
  })
  it('embeds YouTube videos without cookies and plays files as they are', () => {
    expect(videoSource('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toEqual({
      kind: 'youtube',
      src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    })
    expect(videoSource('/-/media/car.webm')).toEqual({ kind: 'file', src: '/-/media/car.webm' })
  })
})
