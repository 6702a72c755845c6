import sharp from 'sharp'

/** A 10 px wide blurred WebP, inlined as the placeholder next/image shows while loading. */
export async function blurDataUrl(input: Buffer): Promise<string> {
  const tiny = await sharp(input).resize(10).blur().webp({ quality: 40 }).toBuffer()
  return `data:image/webp;base64,${tiny.toString('base64')}`
}
