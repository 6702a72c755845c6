import { describe, expect, it } from 'vitest'
import { firstStep, lighterFormat, MAX_SERVED_WIDTH, MIN_QUALITY, nextStep, type LighterStep } from './plan'

/** The steps tried when every attempt weighs `bytes(step)`, until one fits or none is left. */
function run(sourceWidth: number, budget: number, bytes: (step: LighterStep) => number) {
  const tried: LighterStep[] = []
  let step: LighterStep | null = firstStep(sourceWidth)
  while (step) {
    tried.push(step)
    step = nextStep(step, bytes(step), budget)
  }
  return tried
}

describe('the steps of a lighter copy', () => {
  it('caps the width at the widest the site serves and keeps a narrower source as it is', () => {
    expect(firstStep(4000)).toEqual({ width: MAX_SERVED_WIDTH, quality: 80 })
    expect(firstStep(900)).toEqual({ width: 900, quality: 80 })
  })

  it('stops at the first attempt that fits the budget', () => {
    expect(run(900, 300, () => 300)).toEqual([{ width: 900, quality: 80 }])
    expect(run(3000, 300, (s) => s.quality * 6)).toEqual([
      { width: 1920, quality: 80 },
      { width: 1920, quality: 70 },
      { width: 1920, quality: 60 },
      { width: 1920, quality: 50 },
    ])
  })

  it('gives up after the lowest quality when nothing fits', () => {
    const tried = run(1200, 100, () => 1000)
    expect(tried.map((s) => s.quality)).toEqual([80, 70, 60, 50, MIN_QUALITY])
    expect(nextStep(tried.at(-1)!, 1000, 100)).toBeNull()
  })

  it('keeps JPEG as JPEG and writes everything else as WebP', () => {
    expect(lighterFormat('image/jpeg')).toBe('jpeg')
    expect(lighterFormat('image/webp')).toBe('webp')
    expect(lighterFormat('image/png')).toBe('webp')
  })
})
