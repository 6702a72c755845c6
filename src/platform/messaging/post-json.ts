import { Webhook } from 'standardwebhooks'

export type PostOptions = {
  /** Names the receiver in error messages (they end up in the outbox's "last error"). */
  name: string
  url: string
  body: string
  key: string
  timeoutMs: number
  token?: string
  /** Signs each attempt as Standard Webhooks does (./webhook-signature.ts). */
  secret?: string
  /** The attempt's time for its signature (tests give their own). */
  now?: () => Date
  fetch?: typeof fetch
}

/**
 * Standard Webhooks (standardwebhooks.com) headers of one attempt: `webhook-id` (the delivery's key, the same on
 * every retry, so a receiver drops a repeat), `webhook-timestamp` (this attempt, Unix seconds) and
 * `webhook-signature` (`v1,` + base64 HMAC-SHA256 of `id.timestamp.body`). A receiver that verifies them refuses a
 * captured delivery replayed outside its tolerance window (5 minutes in the reference libraries). A secret of the
 * standard's form (`whsec_` + base64) is used as it says; any other string as its UTF-8 bytes.
 */
export function webhookSignature(secret: string, id: string, at: Date, body: string): Record<string, string> {
  const signer = secret.startsWith('whsec_') ? new Webhook(secret) : new Webhook(secret, { format: 'raw' })
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': signer.sign(id, at, body),
  }
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
  now = () => new Date(),
  fetch: send = fetch,
}: PostOptions): Promise<void> {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'idempotency-key': key }
  if (token) headers.authorization = `Bearer ${token}`
  if (secret) Object.assign(headers, webhookSignature(secret, key, now(), body))
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
