import type { RichTextBlock } from '@/payload-types'
import { hashString } from './hash'

/**
 * A tiny builder of Lexical editor state (the JSON that Payload's richText fields store).
 *
 * Input is a list of blocks:
 * - a string is a paragraph; inside it `**bold**` and `[label](href)` are recognised,
 * - `{ h2 }`, `{ h3 }` are headings, `{ ul }` / `{ ol }` are lists, `{ quote }` a block quote.
 */
export type RichInput =
  string | { h2: string } | { h3: string } | { ul: string[] } | { ol: string[] } | { quote: string }

export type EditorState = RichTextBlock['content']

type Node = { type: string; version: number; [k: string]: unknown }

const element = { direction: 'ltr' as const, format: '' as const, indent: 0 }

const IS_BOLD = 1

function text(value: string, format = 0): Node {
  return { type: 'text', version: 1, text: value, format, detail: 0, mode: 'normal', style: '' }
}

/**
 * Splits a line into text, bold and link nodes. Links get a stable id (Lexical link nodes
 * version 3 carry one) derived from their position and target, so rebuilding gives equal JSON.
 */
function inline(line: string, resolveHref: (href: string) => string, idSeed: string): Node[] {
  const nodes: Node[] = []
  const pattern = /\*\*(.+?)\*\*|\[(.+?)\]\((\S+?)\)/g
  let last = 0
  let linkIndex = 0
  for (const match of line.matchAll(pattern)) {
    const at = match.index ?? 0
    if (at > last) nodes.push(text(line.slice(last, at)))
    if (match[1] !== undefined) {
      nodes.push(text(match[1], IS_BOLD))
    } else {
      const url = resolveHref(match[3])
      nodes.push({
        type: 'link',
        version: 3,
        id: linkId(`${idSeed}|${linkIndex++}|${url}`),
        fields: { url, newTab: /^https?:/.test(url), linkType: 'custom' },
        children: [text(match[2])],
        ...element,
      })
    }
    last = at + match[0].length
  }
  if (last < line.length) nodes.push(text(line.slice(last)))
  return nodes
}

/** 24 hex characters, the shape of the ids Payload gives rich-text link nodes. */
function linkId(seed: string): string {
  let out = ''
  for (let i = 0; out.length < 24; i++) out += hashString(`${seed}#${i}`).toString(16).padStart(8, '0')
  return out.slice(0, 24)
}

export function richText(
  blocks: RichInput[],
  resolveHref: (href: string) => string = (h) => h,
  idSeed = '',
): EditorState {
  const children: Node[] = blocks.map((block, i) => {
    const seed = `${idSeed}|${i}`
    if (typeof block === 'string') {
      return {
        type: 'paragraph',
        version: 1,
        textFormat: 0,
        textStyle: '',
        children: inline(block, resolveHref, seed),
        ...element,
      }
    }
    if ('h2' in block || 'h3' in block) {
      const tag = 'h2' in block ? 'h2' : 'h3'
      const value = 'h2' in block ? block.h2 : block.h3
      return { type: 'heading', version: 1, tag, children: inline(value, resolveHref, seed), ...element }
    }
    if ('quote' in block) {
      return { type: 'quote', version: 1, children: inline(block.quote, resolveHref, seed), ...element }
    }
    const ordered = 'ol' in block
    const items = ordered ? block.ol : block.ul
    return {
      type: 'list',
      version: 1,
      listType: ordered ? 'number' : 'bullet',
      tag: ordered ? 'ol' : 'ul',
      start: 1,
      children: items.map((item, n) => ({
        type: 'listitem',
        version: 1,
        value: n + 1,
        children: inline(item, resolveHref, `${seed}|${n}`),
        ...element,
      })),
      ...element,
    }
  })
  return { root: { type: 'root', version: 1, children, ...element } }
}
