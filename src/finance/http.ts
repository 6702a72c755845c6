/**
 * Shared HTTP edges of the finance routes: JSON parsing, validation with zod, and 400 answers that
 * name the field (`{ error, issues: [{ field, message }] }`), never a stack trace.
 */
import { NextResponse } from 'next/server'
import type { z } from 'zod'
import { FinanceInputError, NotFoundError } from './errors'

export type FieldIssue = { field: string; message: string }

export function badRequest(issues: FieldIssue[]): NextResponse {
  const error = issues.map((i) => (i.field ? `${i.field}: ${i.message}` : i.message)).join('; ')
  return NextResponse.json({ error, issues }, { status: 400 })
}

const fieldOf = (path: PropertyKey[]) => path.map((p) => (typeof p === 'number' ? `[${p}]` : String(p))).join('.').replace(/\.\[/g, '[')

export function zodIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => {
    // An unknown key's path is its parent; name the key itself.
    const keys = issue.code === 'unrecognized_keys' ? issue.keys : null
    const field = keys ? [fieldOf(issue.path), ...keys].filter(Boolean).join('.') : fieldOf(issue.path)
    return { field, message: keys ? 'is not a known field' : issue.message }
  })
}

/** The request body parsed by `schema`, or the 400 response to send. */
export async function parseBody<S extends z.ZodType>(request: Request, schema: S): Promise<{ data: z.infer<S> } | { response: NextResponse }> {
  let body: unknown
  try {
    body = await request.json()
  } catch {
    return { response: badRequest([{ field: '', message: 'the body must be JSON' }]) }
  }
  const parsed = schema.safeParse(body)
  if (!parsed.success) return { response: badRequest(zodIssues(parsed.error)) }
  return { data: parsed.data }
}

/** Runs a computation: 400 for inconsistent input it finds, 404 for what does not exist; other errors are logged and answered 500 without details. */
export async function answer<T>(compute: () => T | Promise<T>): Promise<NextResponse> {
  try {
    return NextResponse.json(await compute(), { headers: { 'cache-control': 'no-store' } })
  } catch (error) {
    if (error instanceof FinanceInputError) return badRequest([{ field: error.field, message: error.message }])
    if (error instanceof NotFoundError) return NextResponse.json({ error: error.message }, { status: 404 })
    console.error('finance request failed', error)
    return NextResponse.json({ error: 'The calculation could not be made now; please try again later.' }, { status: 500 })
  }
}
