import type { ChildProcess, SpawnOptions } from 'node:child_process'
export const EXIT_WITH_PARENT: string[]
export function spawnNode(args: string[], options: SpawnOptions): ChildProcess
export function stopChild(child: ChildProcess, signal?: NodeJS.Signals, graceMs?: number): Promise<void>
export function runStep(
  step: string,
  args: string[],
  options: {
    env: NodeJS.ProcessEnv
    idleMs: number
    totalMs: number
    cpuIsProgress?: boolean
    onChild?: (child: ChildProcess) => void
    onMessage?: (message: unknown) => void
  },
): Promise<void>
