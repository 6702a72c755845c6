import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'

const run = (script: string, ...args: string[]) =>
  spawnSync(process.execPath, [script, ...args], { encoding: 'utf8', timeout: 30_000, env: { ...process.env } })

describe("the commands' --help", () => {
  it.each(['scripts/start.mjs', 'scripts/seed.mjs', 'scripts/start-soak.mjs'])(
    '%s prints its usage and does nothing else',
    (script) => {
      const result = run(script, '--help')
      expect(result.status).toBe(0)
      expect(result.stdout).toMatch(/^usage: /)
    },
  )

  it('an unknown option or a bad value is refused with exit 2 and the usage, never run', () => {
    const unknown = run('scripts/seed.mjs', '--seed-everything')
    expect(unknown.status).toBe(2)
    expect(unknown.stderr).toContain("Unknown option '--seed-everything'")
    expect(unknown.stderr).toContain('usage: npm run seed')
    const cars = run('scripts/seed.mjs', '--cars', '-5')
    expect(cars.status).toBe(2)
    expect(run('scripts/start.mjs', 'now').status).toBe(2)
  })
})
