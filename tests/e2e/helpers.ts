import http from 'node:http'

export const PORT = Number(process.env.E2E_PORT || 3100)
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR || '.e2e-data'
export const E2E_PGLITE_PORT = Number(process.env.E2E_PGLITE_PORT || 55432)
/** The /healthz token the browser tests' server is started with (playwright.config.ts). */
export const E2E_HEALTH_TOKEN = 'e2e-health-token'
export const siteUrl = (key: string, path = '/') => `http://${key}.localhost:${PORT}${path}`

export type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: string }

/**
 * A request with an explicit Host header: Node cannot resolve *.localhost (browsers can), so checks
 * that need the raw response (status, redirects) go to 127.0.0.1 and name the site in Host.
 */
export function rawGet(host: string, path: string, port = PORT, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method: 'GET', headers: { ...headers, host: `${host}:${port}` } }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
    })
    req.on('error', reject)
    req.end()
  })
}
