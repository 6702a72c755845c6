import { describe, expect, it } from 'vitest'
import { blurBackdrop } from './blur-backdrop'

describe('blurBackdrop', () => {
  it('hands a stored image data URL to the frame as --blur', () => {
    expect(blurBackdrop('data:image/webp;base64,UklGRg==')).toEqual({
      '--blur': 'url("data:image/webp;base64,UklGRg==")',
    })
  })
  it('sets nothing without a placeholder, or for anything but an image data URL (it lands in CSS)', () => {
    expect(blurBackdrop(null)).toBeUndefined()
    expect(blurBackdrop(undefined)).toBeUndefined()
    expect(blurBackdrop('')).toBeUndefined()
    expect(blurBackdrop('https://evil.example/x.png')).toBeUndefined()
    expect(blurBackdrop('data:image/webp;base64,AA=="); color: red')).toBeUndefined()
  })
})
