/**
 * What a person's eye objects to on a rendered page, measured in the browser: sideways scroll, text
 * drawn over other text, text running out of the card or box it sits in, a word split across lines, an input
 * too narrow for its value, text against the screen's edge, targets under 24 × 24 px, broken images, data shown
 * raw (a timestamp, an unfilled placeholder, 'undefined') and words of the market's language on an English page.
 *
 * `inspectLayout` runs inside the page (`page.evaluate`), so it is one self-contained function: Playwright sends
 * its source, not its closure. Every rule works on what is visible: text whose element is hidden, transparent
 * or clipped away by an ancestor (a closed drawer, a carousel's other slides, visually hidden labels) is not
 * looked at, and rectangles are cut by the ancestors that clip them before they are compared.
 */

export type LayoutRule =
  | 'horizontal-scroll'
  | 'text-overlap'
  | 'text-outside-box'
  | 'word-split'
  | 'input-cut'
  | 'text-at-edge'
  | 'small-target'
  | 'broken-image'
  | 'raw-text'
  | 'foreign-word'

export type LayoutFinding = { rule: LayoutRule; at: string; detail: string }

export type InspectOptions = {
  /** Text closer than this to the viewport's left or right edge, outside a row that scrolls sideways. */
  edgeGap: number
  /** The smallest target side (WCAG 2.5.8: 24 px), with its spacing exception. */
  minTarget: number
  /** Lower-case words that must not appear on this page (the market's language on a page in another one). */
  foreignWords: string[]
  /** The page's language ('en', 'sv'): text marked with another `lang` (a language switcher's names) is exempt. */
  pageLang: string
  /**
   * 'page': every rule at the current scroll position, floating (fixed or sticky) boxes compared only with each
   * other. 'fixed': only overlaps between a floating box and the page (after scrolling to the end, to see what a
   * floating button or bar
   * covers there).
   */
  scope: 'page' | 'fixed'
}

export function inspectLayout(options: InspectOptions): LayoutFinding[] {
  type Box = { left: number; top: number; right: number; bottom: number }
  type Fragment = { node: Text; el: Element; rects: Box[]; floating: boolean }
  const findings: LayoutFinding[] = []
  const root = document.documentElement
  const viewportWidth = root.clientWidth

  const intersect = (a: Box, b: Box): Box => ({
    left: Math.max(a.left, b.left),
    top: Math.max(a.top, b.top),
    right: Math.min(a.right, b.right),
    bottom: Math.min(a.bottom, b.bottom),
  })
  const width = (b: Box) => b.right - b.left
  const height = (b: Box) => b.bottom - b.top
  const isEmpty = (b: Box) => width(b) <= 0.5 || height(b) <= 0.5
  const boxOf = (r: DOMRect): Box => ({ left: r.left, top: r.top, right: r.right, bottom: r.bottom })

  const snippet = (text: string) => {
    const flat = text.replace(/\s+/g, ' ').trim()
    return flat.length > 48 ? `${flat.slice(0, 45)}…` : flat
  }
  /** A short, stable description: the nearest test id or id, then the element's own tag and first class. */
  const describe = (el: Element): string => {
    const own = `${el.tagName.toLowerCase()}${el.classList[0] ? `.${el.classList[0]}` : ''}`
    const anchor = el.closest('[data-testid], [id]')
    const named = anchor
      ? anchor.getAttribute('data-testid')
        ? `[data-testid=${anchor.getAttribute('data-testid')}]`
        : `#${anchor.id}`
      : ''
    return named && anchor !== el ? `${named} ${own}` : named || own
  }

  const styles = new Map<Element, CSSStyleDeclaration>()
  const style = (el: Element) => {
    let s = styles.get(el)
    if (!s) styles.set(el, (s = getComputedStyle(el)))
    return s
  }

  /** The area an element can paint in: its ancestors' clipping boxes cut together (null: nothing shows). */
  const clipCache = new Map<Element, { clip: Box; floating: boolean; scrollsX: boolean } | null>()
  const clipOf = (el: Element): { clip: Box; floating: boolean; scrollsX: boolean } | null => {
    if (clipCache.has(el)) return clipCache.get(el)!
    let result: { clip: Box; floating: boolean; scrollsX: boolean } | null
    const s = style(el)
    const parent = el.parentElement
    if (s.clipPath !== 'none' || (s.clip && s.clip !== 'auto')) result = null
    else {
      const inherited =
        parent && el !== document.body
          ? clipOf(parent)
          : { clip: { left: -1e9, top: -1e9, right: 1e9, bottom: 1e9 }, floating: false, scrollsX: false }
      if (!inherited) result = null
      else if (s.position === 'fixed') {
        // A fixed box escapes its ancestors' clipping (none of them is transformed here): the viewport is its limit.
        result = {
          clip: { left: 0, top: 0, right: viewportWidth, bottom: window.innerHeight },
          floating: true,
          scrollsX: false,
        }
      } else {
        // A sticky box floats over what scrolls by, like a fixed one, inside its ancestors' clipping.
        result = { ...inherited, floating: inherited.floating || s.position === 'sticky' }
        if (s.overflowX !== 'visible' || s.overflowY !== 'visible') {
          const r = el.getBoundingClientRect()
          const inner = {
            left: r.left + el.clientLeft,
            top: r.top + el.clientTop,
            right: r.left + el.clientLeft + el.clientWidth,
            bottom: r.top + el.clientTop + el.clientHeight,
          }
          const padded = {
            left: s.overflowX === 'visible' ? -1e9 : inner.left,
            right: s.overflowX === 'visible' ? 1e9 : inner.right,
            top: s.overflowY === 'visible' ? -1e9 : inner.top,
            bottom: s.overflowY === 'visible' ? 1e9 : inner.bottom,
          }
          result.clip = intersect(result.clip, padded)
          // A row wider than its box is a row that scrolls or slides sideways (a scroller, a carousel's track).
          if (s.overflowX !== 'visible' && el.scrollWidth > el.clientWidth + 1) result.scrollsX = true
        }
        if (isEmpty(result.clip)) result = null
      }
    }
    clipCache.set(el, result)
    return result
  }

  const visible = (el: Element) =>
    el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && clipOf(el) !== null

  // --- sideways scroll: the page, and the outermost elements that stick out of it
  if (options.scope === 'page' && root.scrollWidth > viewportWidth) {
    const culprits: string[] = []
    for (const el of document.body.querySelectorAll('*')) {
      if (culprits.length >= 3) break
      const r = el.getBoundingClientRect()
      if (
        r.width > 0 &&
        r.right > viewportWidth + 0.5 &&
        style(el).position !== 'fixed' &&
        !el.parentElement?.closest('[data-layout-culprit]')
      ) {
        const clip = clipOf(el)
        if (clip && clip.clip.right > viewportWidth + 0.5) {
          el.setAttribute('data-layout-culprit', '')
          culprits.push(`${describe(el)} (right ${Math.round(r.right)})`)
        }
      }
    }
    for (const el of document.querySelectorAll('[data-layout-culprit]')) el.removeAttribute('data-layout-culprit')
    findings.push({
      rule: 'horizontal-scroll',
      at: 'document',
      detail: `${root.scrollWidth - viewportWidth}px wider than the ${viewportWidth}px viewport: ${culprits.join('; ')}`,
    })
  }

  // An open modal dialog is all a visitor can reach: the page under it is not looked at.
  const modal = [...document.querySelectorAll('[aria-modal="true"], dialog[open], [role=dialog], [role=alertdialog]')]
    .filter((el) => visible(el))
    .pop()
  const scopeRoot = modal ?? document.body

  // --- the visible text, line by line
  const fragments: Fragment[] = []
  // No filter callback: a page whose scripts are off cannot run one.
  const walker = document.createTreeWalker(scopeRoot, NodeFilter.SHOW_TEXT)
  const range = document.createRange()
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const el = node.parentElement
    if (!el || !node.nodeValue?.trim() || el.closest('script, style, noscript, template') || !visible(el)) continue
    const clip = clipOf(el)!
    range.selectNodeContents(node)
    const rects: Box[] = []
    // A line's box is the font's ascent to descent, taller than its letters in display faces with generous
    // metrics: the em box (the font size, centred) is what the eye sees touch.
    const fontSize = parseFloat(style(el).fontSize)
    for (const r of range.getClientRects()) {
      const inset = Math.max(0, (r.height - fontSize) / 2)
      const cut = intersect({ left: r.left, top: r.top + inset, right: r.right, bottom: r.bottom - inset }, clip.clip)
      if (!isEmpty(cut) && width(cut) * height(cut) >= 4) rects.push(cut)
    }
    if (rects.length) fragments.push({ node, el, rects, floating: clip.floating })
  }

  // --- text over text: lines of different text nodes may touch, not cover each other
  type Line = { box: Box; frag: Fragment }
  const lines: Line[] = []
  for (const frag of fragments) {
    for (const r of frag.rects) {
      // Viewport coordinates: where each line is drawn at this scroll position, fixed or not.
      lines.push({ box: r, frag })
    }
  }
  lines.sort((a, b) => a.box.top - b.box.top)
  const reported = new Set<string>()
  for (let i = 0; i < lines.length; i++) {
    const a = lines[i]
    for (let j = i + 1; j < lines.length && lines[j].box.top < a.box.bottom; j++) {
      const b = lines[j]
      if (a.frag === b.frag) continue
      // A floating bar passes over whatever scrolls under it: that is judged where it rests ('fixed', at the page's end),
      // for the bars and buttons that float at the screen's bottom (a sticky header covers what scrolls under it by design).
      if ((options.scope === 'fixed') === (a.frag.floating === b.frag.floating)) continue
      if (options.scope === 'fixed' && (a.frag.floating ? a.box : b.box).bottom < window.innerHeight / 2) continue
      const o = intersect(a.box, b.box)
      // Glyph boxes of neighbouring lines overlap a little when the line height is tight: a quarter of a line is not that.
      if (width(o) > 2 && height(o) > Math.max(2, 0.3 * Math.min(height(a.box), height(b.box)))) {
        const key = `${describe(a.frag.el)}|${describe(b.frag.el)}`
        if (reported.has(key)) continue
        reported.add(key)
        findings.push({
          rule: 'text-overlap',
          at: describe(a.frag.el),
          detail: `"${snippet(a.frag.node.nodeValue!)}" overlaps ${describe(b.frag.el)} "${snippet(b.frag.node.nodeValue!)}"`,
        })
      }
    }
  }
  if (options.scope === 'fixed') return findings

  // --- text outside the card or box it is drawn in (the nearest ancestor with a border or a background)
  const boxCache = new Map<Element, Element | null>()
  const paintedBox = (el: Element): Element | null => {
    if (boxCache.has(el)) return boxCache.get(el)!
    let found: Element | null = null
    for (let cur: Element | null = el; cur && cur !== document.body && cur !== root; cur = cur.parentElement) {
      const s = style(cur)
      if (
        s.display.startsWith('inline') &&
        s.display !== 'inline-block' &&
        s.display !== 'inline-flex' &&
        s.display !== 'inline-grid'
      )
        continue
      if (s.display === 'contents') continue
      const sides = ['Top', 'Right', 'Bottom', 'Left'].filter((side) => {
        const w = parseFloat(s.getPropertyValue(`border-${side.toLowerCase()}-width`))
        const st = s.getPropertyValue(`border-${side.toLowerCase()}-style`)
        const c = s.getPropertyValue(`border-${side.toLowerCase()}-color`)
        return w > 0 && st !== 'none' && st !== 'hidden' && !/rgba\(.*,\s*0\)$/.test(c) && c !== 'transparent'
      }).length
      const bg = s.backgroundColor
      const painted = bg !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(bg)
      if (sides >= 3 || painted) {
        found = cur
        break
      }
      if (boxCache.has(cur)) {
        found = boxCache.get(cur)!
        break
      }
    }
    boxCache.set(el, found)
    return found
  }
  const outsideReported = new Set<Element>()
  for (const frag of fragments) {
    const box = paintedBox(frag.el)
    if (!box || outsideReported.has(box)) continue
    const b = box.getBoundingClientRect()
    const spill = frag.rects.find(
      (r) => r.left < b.left - 1 || r.right > b.right + 1 || r.top < b.top - 1 || r.bottom > b.bottom + 1,
    )
    if (spill) {
      outsideReported.add(box)
      findings.push({
        rule: 'text-outside-box',
        at: describe(frag.el),
        detail: `"${snippet(frag.node.nodeValue!)}" runs out of ${describe(box)}`,
      })
    }
  }

  // --- a word (or a number with its unit, joined by no-break spaces) split over two lines
  const wordRange = document.createRange()
  for (const frag of fragments) {
    if (frag.rects.length < 2) continue
    const text = frag.node.nodeValue!
    // Break opportunities a reader accepts: spaces, after a hyphen, dash or slash, and before an e-mail's "@".
    const pieces = text.matchAll(/@?[^ \t\n\r\f\u2009\u200b\-–—/@]+[-–—/]?|[-–—/@]/g)
    for (const m of pieces) {
      const word = m[0]
      // A compound longer than a phone's line ('asiakastyytyväisyydestä') may break, as a hyphenating typesetter would.
      const letters = word.replace(/[^\p{L}\p{N}]/gu, '').length
      if (letters < 2 || letters >= 16) continue
      wordRange.setStart(frag.node, m.index!)
      wordRange.setEnd(frag.node, m.index! + word.length)
      const tops = new Set<number>()
      for (const r of wordRange.getClientRects()) if (r.width > 0.5) tops.add(Math.round(r.top))
      if (tops.size > 1) {
        findings.push({
          rule: 'word-split',
          at: describe(frag.el),
          detail: `"${snippet(word)}" is split over ${tops.size} lines`,
        })
        break
      }
    }
  }

  // --- an input narrower than the value it shows
  for (const input of scopeRoot.querySelectorAll<HTMLInputElement>(
    'input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([type=range]):not([type=file])',
  )) {
    if (!input.value || !visible(input)) continue
    if (input.scrollWidth > input.clientWidth + 1)
      findings.push({
        rule: 'input-cut',
        at: describe(input),
        detail: `"${snippet(input.value)}" needs ${input.scrollWidth}px, has ${input.clientWidth}px`,
      })
  }

  // --- text against the screen's edge (a row that scrolls sideways may run to the edge)
  const edgeReported = new Set<Element>()
  for (const frag of fragments) {
    if (clipOf(frag.el)!.scrollsX || edgeReported.has(frag.el)) continue
    const r = frag.rects.find((rect) => rect.left < options.edgeGap || rect.right > viewportWidth - options.edgeGap)
    if (r) {
      edgeReported.add(frag.el)
      findings.push({
        rule: 'text-at-edge',
        at: describe(frag.el),
        detail: `"${snippet(frag.node.nodeValue!)}" at x ${Math.round(r.left)}–${Math.round(r.right)} of ${viewportWidth}`,
      })
    }
  }

  // --- targets: 24 × 24 px, or room for a 24 px square around a smaller one (WCAG 2.5.8); links inside a sentence are exempt
  const targetSelector =
    'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=link], [role=checkbox], [role=radio], [role=tab], [role=switch], [role=slider], [role=option], [tabindex]:not([tabindex="-1"])'
  const targets: { el: Element; box: Box }[] = []
  for (const el of scopeRoot.querySelectorAll(targetSelector)) {
    if (!visible(el) || el.closest('[inert]')) continue
    const box = intersect(boxOf(el.getBoundingClientRect()), clipOf(el)!.clip)
    if (width(box) < 2 || height(box) < 2) continue
    targets.push({ el, box })
  }
  const inSentence = (el: Element) => {
    if (el.tagName !== 'A' || style(el).display !== 'inline') return false
    const block = el.parentElement
    return !!block && (block.textContent ?? '').trim().length > (el.textContent ?? '').trim().length + 1
  }
  const half = options.minTarget / 2
  for (const { el, box } of targets) {
    let effective = box
    if (el instanceof HTMLInputElement && el.labels)
      for (const label of el.labels) {
        const lb = label.getBoundingClientRect()
        effective = {
          left: Math.min(effective.left, lb.left),
          top: Math.min(effective.top, lb.top),
          right: Math.max(effective.right, lb.right),
          bottom: Math.max(effective.bottom, lb.bottom),
        }
      }
    if (width(effective) >= options.minTarget - 0.5 && height(effective) >= options.minTarget - 0.5) continue
    if (inSentence(el)) continue
    const cx = (box.left + box.right) / 2
    const cy = (box.top + box.bottom) / 2
    const square = { left: cx - half, top: cy - half, right: cx + half, bottom: cy + half }
    const crowded = targets.some(
      (other) =>
        other.el !== el && !other.el.contains(el) && !el.contains(other.el) && !isEmpty(intersect(square, other.box)),
    )
    if (crowded)
      findings.push({
        rule: 'small-target',
        at: describe(el),
        detail: `${Math.round(width(box))}×${Math.round(height(box))}px "${snippet(el.textContent || el.getAttribute('aria-label') || '')}" with another target within 24px`,
      })
  }

  // --- images that failed to load
  for (const img of scopeRoot.querySelectorAll('img')) {
    if (img.complete && img.naturalWidth === 0 && img.currentSrc && visible(img))
      findings.push({ rule: 'broken-image', at: describe(img), detail: img.currentSrc.slice(0, 120) })
  }

  // --- data shown raw: a timestamp, a placeholder left unfilled, a value that is not one
  const raw = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}|\{\w+(,[^}]*)?\}|\b(undefined|NaN|null)\b|\[object Object\]/
  for (const frag of fragments) {
    const found = raw.exec(frag.node.nodeValue!)
    if (found)
      findings.push({
        rule: 'raw-text',
        at: describe(frag.el),
        detail: `"${found[0]}" in "${snippet(frag.node.nodeValue!)}"`,
      })
  }

  // --- the market's language on a page in another language (text marked with another lang is exempt)
  if (options.foreignWords.length) {
    const words = new Set(options.foreignWords.map((w) => w.toLowerCase()))
    const seen = new Set<string>()
    for (const frag of fragments) {
      const lang = frag.el.closest('[lang]')?.getAttribute('lang') ?? ''
      // An e-mail address is a name, whatever words its mailbox is made of.
      if (!lang.toLowerCase().startsWith(options.pageLang) || frag.el.closest('a[href^="mailto:"]')) continue
      for (const m of frag.node.nodeValue!.matchAll(/\p{L}[\p{L}/]*/gu)) {
        const word = m[0].toLowerCase()
        if (words.has(word) && !seen.has(word)) {
          seen.add(word)
          findings.push({
            rule: 'foreign-word',
            at: describe(frag.el),
            detail: `"${m[0]}" in "${snippet(frag.node.nodeValue!)}"`,
          })
        }
      }
    }
  }

  return findings
}
