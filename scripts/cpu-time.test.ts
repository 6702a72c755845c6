import { describe, expect, it } from 'vitest'
import { parseStat, treeTicks } from './cpu-time.mjs'

// Shaped as /proc/<pid>/stat: pid (comm) state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime …
const stat = (pid: number, comm: string, ppid: number, utime: number, stime: number) =>
  `${pid} (${comm}) S ${ppid} 1 1 0 -1 4194560 100 0 0 0 ${utime} ${stime} 0 0 20 0 1 0 100 0 0`

describe('CPU time of a process tree', () => {
  it('reads the parent and the ticks after a command name with spaces and parentheses', () => {
    expect(parseStat(stat(42, 'next-server (v16) x', 7, 120, 30))).toEqual({ ppid: 7, ticks: 150 })
    expect(parseStat('garbage')).toBeNull()
  })

  it('sums the root and its descendants, not its parent or siblings', () => {
    const stats: [number, string][] = [
      [1, stat(1, 'init', 0, 1000, 1000)],
      [10, stat(10, 'node', 1, 5, 5)],
      [11, stat(11, 'next build', 10, 100, 20)],
      [12, stat(12, 'worker', 11, 30, 0)],
      [20, stat(20, 'other', 1, 500, 0)],
    ]
    expect(treeTicks(10, stats)).toBe(160)
    expect(treeTicks(99, stats)).toBe(0)
  })
})
