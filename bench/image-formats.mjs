// `node bench/image-formats.mjs [files…]`: what the image optimizer's first request of a size costs per format, with
// the encoder settings Next 16 uses (node_modules/next/dist/server/image-optimizer/transform.js: AVIF effort 3 at
// quality × 50/80, WebP at the quality) for the widths of next.config.ts. Without files it takes up to 8 of the seed's
// rendered pictures (.build/seed-images, made by `npm start` or the tests). Median of 3 per cell, one at a time.
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'

const QUALITY = 75
const WIDTHS = [640, 1280, 1920]
const ENCODERS = {
  webp: (s) => s.webp({ quality: QUALITY }),
  avif: (s) => s.avif({ quality: Math.max(Math.round(QUALITY * (50 / 80)), 1), effort: 3 }),
}

sharp.concurrency(1)
const dir = '.build/seed-images'
const files = process.argv.slice(2).length
  ? process.argv.slice(2)
  : fs
      .readdirSync(dir)
      .map((f) => path.join(dir, f))
      .filter((f) => fs.statSync(f).size > 20_000)
      .slice(0, 8)
if (!files.length) throw new Error(`no pictures: pass files, or run npm start once to fill ${dir}`)

const median = (xs) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]
console.log('| width | format | CPU ms per picture (median over pictures) | bytes (median) |')
console.log('|---|---|---|---|')
for (const width of WIDTHS) {
  for (const [format, encode] of Object.entries(ENCODERS)) {
    const times = []
    const sizes = []
    for (const file of files) {
      const input = fs.readFileSync(file)
      const runs = []
      let out
      for (let i = 0; i < 3; i++) {
        const start = process.cpuUsage()
        out = await encode(sharp(input).rotate().resize(width, undefined, { withoutEnlargement: true })).toBuffer()
        const used = process.cpuUsage(start)
        runs.push((used.user + used.system) / 1000)
      }
      times.push(median(runs))
      sizes.push(out.length)
    }
    console.log(`| ${width} | ${format} | ${Math.round(median(times))} | ${median(sizes).toLocaleString('en')} |`)
  }
}
