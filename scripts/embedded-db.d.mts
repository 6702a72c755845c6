export function startEmbeddedDatabase(options?: {
  dataDir?: string
  port?: number
  host?: string
  loadDataDir?: Blob
}): Promise<{ url: string; stop: () => Promise<void>; dump: () => Promise<Blob> }>
export function lockDataDir(dataDir: string): () => void
