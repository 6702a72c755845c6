import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { cachedRender } from './render-cache'

const dirs: string[] = []
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'render-cache-'))
  dirs.push(dir)
  return path.join(dir, 'images')
}
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })))

describe('cachedRender', () => {
  it('renders a key once and then reads it back', async () => {
    const dir = tempDir()
    let renders = 0
    const render = async () => Buffer.from(`image ${++renders}`)
    expect((await cachedRender(dir, 'a', render)).toString()).toBe('image 1')
    expect((await cachedRender(dir, 'a', render)).toString()).toBe('image 1')
    expect((await cachedRender(dir, 'b', render)).toString()).toBe('image 2')
    expect(fs.readdirSync(dir)).toHaveLength(2)
  })

  it('renders every time without a folder', async () => {
    let renders = 0
    const render = async () => Buffer.from(`image ${++renders}`)
    await cachedRender(undefined, 'a', render)
    expect((await cachedRender(undefined, 'a', render)).toString()).toBe('image 2')
  })
})
