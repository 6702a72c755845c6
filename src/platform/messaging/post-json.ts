import { createHmac } from 'node:crypto'

export type PostOptions = {
  /** Names the receiver in error messages (they end up in the outbox's "last error"). */
  name: string
  url: string
  body: string
  key: string
  timeoutMs: number
  token?: string
  /** Signs the body: `X-Signature: sha256=<hex HMAC-SHA256 of the body>`. */
  secret?: string
  fetch?: typeof fetch
}

/** POSTs JSON with an Idempotency-Key header; a timeout or a non-2xx answer throws (the outbox retries). */
export async function postJson({
  name,
  url,
  body,
  key,
  timeoutMs,
  token,
  secret,
  fetch: send = fetch,
}: PostOptions): Promise<void> {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'idempotency-key': key }
  if (token) headers.authorization = `Bearer ${token}`
  if (secret) headers['x-signature'] = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`
  let response: Response
  try {
    response = await send(url, {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    })
  } catch (error) {
    const reason =
      error instanceof Error && error.name === 'TimeoutError'
        ? `no answer within ${timeoutMs} ms`
        : error instanceof Error
          ? error.message
          : String(error)
    throw new Error(`${name} unreachable: ${reason}`)
  }
  // The body is not needed; reading it frees the connection.
  await response.arrayBuffer().catch(() => {})
  if (!response.ok) throw new Error(`${name} answered ${response.status}`)
}
