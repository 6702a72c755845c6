import v8 from 'node:v8'

/**
 * Alive: the process answers and its event loop turns, measured as the wait for the loop's next turn. Nothing
 * outside the process is asked: a database or Redis outage makes an instance unready, never a reason to restart it.
 */
export type Liveness = { status: 'ok'; uptimeSeconds: number; eventLoopDelayMs: number; heapUsedBytes: number }

export async function checkLiveness(now: () => number = () => performance.now()): Promise<Liveness> {
  const started = now()
  await new Promise<void>((resolve) => setImmediate(resolve))
  return {
    status: 'ok',
    uptimeSeconds: Math.round(process.uptime()),
    eventLoopDelayMs: Math.round((now() - started) * 10) / 10,
    heapUsedBytes: v8.getHeapStatistics().used_heap_size,
  }
}
