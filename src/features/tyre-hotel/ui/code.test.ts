import { describe, expect, it } from 'vitest'
import { codeComplete, codeOf, emptyCode, keyDown, paste, typeInto } from './code'

describe('code boxes (spec 2 §5)', () => {
  it('takes digits only, one per box, and moves on', () => {
    expect(typeInto(emptyCode(), 0, '7')).toEqual({ digits: ['7', '', '', ''], focus: 1 })
    expect(typeInto(emptyCode(), 0, 'a')).toEqual({ digits: ['', '', '', ''], focus: 0 })
    expect(typeInto(['1', '2', '3', ''], 3, '4')).toEqual({ digits: ['1', '2', '3', '4'], focus: 3 })
  })

  it('replaces the digit of a filled box', () => {
    expect(typeInto(['1', '2', '', ''], 1, '29')).toEqual({ digits: ['1', '9', '', ''], focus: 2 })
  })

  it('spreads several typed digits (autofill) over the boxes from the one typed in', () => {
    expect(typeInto(emptyCode(), 1, '123456')).toEqual({ digits: ['', '1', '2', '3'], focus: 3 })
  })

  it('paste takes the first 4 characters', () => {
    expect(paste('123456')).toEqual({ digits: ['1', '2', '3', '4'], focus: 3 })
    expect(paste('12a4')).toEqual({ digits: ['1', '2', '4', ''], focus: 3 })
    expect(paste(' 9876')).toEqual({ digits: ['9', '8', '7', ''], focus: 3 })
  })

  it('Backspace clears the box, or the previous one when empty; arrows move', () => {
    expect(keyDown(['1', '2', '', ''], 1, 'Backspace')).toEqual({ digits: ['1', '', '', ''], focus: 1 })
    expect(keyDown(['1', '2', '', ''], 2, 'Backspace')).toEqual({ digits: ['1', '', '', ''], focus: 1 })
    expect(keyDown(emptyCode(), 0, 'Backspace')).toEqual({ digits: ['', '', '', ''], focus: 0 })
    expect(keyDown(['1', '2', '3', '4'], 2, 'ArrowLeft')?.focus).toBe(1)
    expect(keyDown(['1', '2', '3', '4'], 2, 'ArrowRight')?.focus).toBe(3)
    expect(keyDown(['1', '2', '3', '4'], 3, 'ArrowRight')?.focus).toBe(3)
    expect(keyDown(['1', '2', '3', '4'], 0, 'ArrowLeft')?.focus).toBe(0)
    expect(keyDown(['1', '2', '3', '4'], 0, 'Tab')).toBeNull()
  })

  it('verify needs all four digits', () => {
    expect(codeComplete(['1', '2', '3', ''])).toBe(false)
    expect(codeComplete(['1', '2', '3', '4'])).toBe(true)
    expect(codeOf(['1', '2', '3', '4'])).toBe('1234')
  })
})
