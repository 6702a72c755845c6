import { Accordion } from './lazy'
import { frame, sectionClass } from '../frame'
import type { BlockProps } from '../types'

const below = { h2: 'h3', h3: 'h4', h4: 'h5' } as const

/** Accordion (spec 1 §2): panels open and close; one at a time unless the editor allows several. */
export function AccordionComponent({ block }: BlockProps<'accordion'>) {
  const Heading = block.titleTag ?? 'h2'
  const items = (block.items ?? []).map((item, i) => ({
    id: item.id ?? String(i),
    title: item.title,
    content: item.text,
  }))
  return (
    <section className={sectionClass(block.hasMarginTop)} data-testid="accordion">
      {block.title ? <Heading className={frame.title}>{block.title}</Heading> : null}
      <Accordion
        items={items}
        multiple={block.allowMultiple ?? false}
        headingLevel={block.title ? below[Heading] : 'h3'}
      />
    </section>
  )
}
