import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

/**
 * A rendered demo image kept across seeds under a hash of `key`, which must name everything the bytes
 * depend on: a fresh data folder (each run of the start soak in CI) otherwise renders the same few
 * hundred pictures again. Without a folder it just renders. Written whole or not at all, so a seed
 * running beside another never reads half a file.
 */
export async function cachedRender(
  dir: string | undefined,
  key: string,
  render: () => Promise<Buffer>,
): Promise<Buffer> {
  if (!dir) return render()
  const file = path.join(dir, `${createHash('sha256').update(key).digest('hex')}.bin`)
  const hit = await fs.readFile(file).catch(() => null)
  if (hit?.length) return hit
  const data = await render()
  await fs.mkdir(dir, { recursive: true })
  const temp = `${file}.${process.pid}-${Math.random().toString(36).slice(2)}`
  await fs.writeFile(temp, data)
  await fs.rename(temp, file)
  return data
}
