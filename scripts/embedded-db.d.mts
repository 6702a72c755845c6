export function startEmbeddedDatabase(options?: {
  dataDir?: string
  port?: number
  host?: string
}): Promise<{ url: string; stop: () => Promise<void> }>
export function lockDataDir(dataDir: string): () => void
