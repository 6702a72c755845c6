import { describe, expect, it } from 'vitest'
import { bb } from './data/bb'
import { fi } from './data/fi'
import { no } from './data/no'
import { se } from './data/se'
import { sk } from './data/sk'
import { uk } from './data/uk'

/** The flag a link to each market site may carry (bb is a Swedish site). */
const FLAG_OF: Record<string, string> = { se: 'se', bb: 'se', no: 'no', fi: 'fi', sk: 'sk', uk: 'gb' }

/** Every link to a market site's home (`{ href: 'site:<key>', flag }`) anywhere in a site's demo content. */
function siteLinks(value: unknown, out: { label: string; site: string; flag: unknown }[] = []) {
  if (Array.isArray(value)) for (const item of value) siteLinks(item, out)
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>
    if (typeof record.href === 'string' && /^site:[a-z]+$/.test(record.href))
      out.push({ label: String(record.label), site: record.href.slice(5), flag: record.flag })
    for (const child of Object.values(record)) siteLinks(child, out)
  }
  return out
}

describe('the market links’ flags ("Storbritannien" with the EU flag)', () => {
  it('show the linked market’s own flag, or none', () => {
    const links = [se, bb, no, fi, sk, uk].flatMap((content) => siteLinks(content))
    expect(links.some((link) => link.site === 'uk')).toBe(true)
    for (const link of links)
      if (link.flag !== undefined)
        expect(`${link.label}: ${String(link.flag)}`).toBe(`${link.label}: ${FLAG_OF[link.site]}`)
  })
})
