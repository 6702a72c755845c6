import type { PGlite } from '@electric-sql/pglite'
export type PgliteServerOptions = {
  host?: string
  port?: number
  password?: string
  idleTransactionMs?: number
  maxMessageBytes?: number
  drainMs?: number
}
export function servePglite(
  db: PGlite,
  options?: PgliteServerOptions,
): Promise<{ port: number; password: string; close: () => Promise<void> }>
export function md5Answer(password: string, user: string, salt: Buffer): string
export function createLock(): {
  readonly holder: number | null
  readonly waiting: number
  acquire(id: number): Promise<void>
  release(id: number): void
  holds(id: number): boolean
  drop(id: number): void
}
export function createFramer(handlers: {
  maxBytes: () => number
  onStartup: (msg: Buffer) => void
  onMessage: (msg: Buffer) => void
  onTooLarge: (bytes: number) => void
}): { started(): void; stop(): void; push(data: Buffer): void }
