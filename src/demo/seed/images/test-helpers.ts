import sharp from 'sharp'

/** Shared assertions for the image tests: size, "not a flat fill", and region contrast. */
export async function meta(buf: Buffer) {
  return sharp(buf).metadata()
}

/** Number of distinct colours after quantising to 5 bits per channel on a 64 px thumbnail. */
export async function colourCount(buf: Buffer): Promise<number> {
  const { data } = await sharp(buf).resize(64).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const seen = new Set<number>()
  for (let i = 0; i < data.length; i += 3)
    seen.add(((data[i] >> 3) << 10) | ((data[i + 1] >> 3) << 5) | (data[i + 2] >> 3))
  return seen.size
}

export async function maxStdev(buf: Buffer): Promise<number> {
  const { channels } = await sharp(buf).removeAlpha().stats()
  return Math.max(...channels.map((c) => c.stdev))
}

/** Mean and spread of each RGB channel in a region given as fractions of the image. */
export async function regionStats(
  buf: Buffer,
  fx: number,
  fy: number,
  fw: number,
  fh: number,
): Promise<{ mean: number[]; stdev: number }> {
  const { width = 0, height = 0 } = await sharp(buf).metadata()
  const region = {
    left: Math.round(fx * width),
    top: Math.round(fy * height),
    width: Math.round(fw * width),
    height: Math.round(fh * height),
  }
  // stats() reads the input image, not the pipeline, so materialise the crop first.
  const crop = await sharp(buf).extract(region).removeAlpha().png().toBuffer()
  const { channels } = await sharp(crop).stats()
  return { mean: channels.map((c) => c.mean), stdev: Math.max(...channels.map((c) => c.stdev)) }
}

export const distance = (a: number[], b: number[]) => Math.max(...a.map((v, i) => Math.abs(v - b[i])))
