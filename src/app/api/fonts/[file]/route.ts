import { fontFile, fontFileSchema } from '@/sites/font-assets'

type Context = { params: Promise<{ file: string }> }

/** GET /-/fonts/{name}.{hash}.woff2: a site font (src/sites/font-assets.ts); the hash in the name lets it be kept for good. */
export async function GET(_request: Request, { params }: Context) {
  const name = fontFileSchema.safeParse((await params).file)
  const body = name.success ? fontFile(name.data) : null
  if (!body) return Response.json({ error: 'There is no such font file.' }, { status: 404 })
  return new Response(new Uint8Array(body), {
    headers: { 'content-type': 'font/woff2', 'cache-control': 'public, max-age=31536000, immutable' },
  })
}
