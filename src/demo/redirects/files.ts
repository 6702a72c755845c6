import path from 'node:path'

/** The CSV table of a demo site (spec 2 §2.7), in the format of `npm run redirects -- import`. */
export function tablePath(siteKey: string): string {
  return path.join(process.cwd(), 'src', 'demo', 'redirects', `${siteKey}.csv`)
}
