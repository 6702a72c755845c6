import { describe, expect, it } from 'vitest'
import { toMediaData } from '@/features/cars/media-data'
import { frameAfterDrag, mediaTabs, stepImage, swipeStep } from './gallery'

describe('media viewer (spec 1 §2, §4)', () => {
  it('shows a tab for each kind of media the car has, pictures first', () => {
    expect(mediaTabs(null)).toEqual(['images'])
    expect(
      mediaTabs(toMediaData({ videoUrl: 'https://youtu.be/abcdefgh', images360: ['a', 'b'], internal360: ['c', 'd'] })),
    ).toEqual(['images', 'video', 'internal360', 'external360'])
    expect(mediaTabs(toMediaData({ images360: ['a', 'b'] }))).toEqual(['images', 'external360'])
    expect(mediaTabs(toMediaData({}))).toEqual(['images'])
  })
  it('wraps around at both ends', () => {
    expect(stepImage(3, 1, 4)).toBe(0)
    expect(stepImage(0, -1, 4)).toBe(3)
    expect(stepImage(0, 1, 0)).toBe(0)
  })
  it('turns the 360 view one frame per 8 px of drag', () => {
    expect(frameAfterDrag(0, 16, 12)).toBe(2)
    expect(frameAfterDrag(0, -8, 12)).toBe(11)
    expect(frameAfterDrag(5, 3, 12)).toBe(5)
  })
  it('reads a horizontal move of 50 px or more as a swipe', () => {
    expect(swipeStep(-60, 10)).toBe(1)
    expect(swipeStep(60, 10)).toBe(-1)
    expect(swipeStep(40, 0)).toBe(0)
    expect(swipeStep(60, 80)).toBe(0)
  })
})
