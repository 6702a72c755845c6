import { Accordion } from '../Accordion/lazy'
import { frame, sectionClass } from '../frame'
import type { BlockProps } from '../types'
import { faqJsonLd, jsonLdScript } from './json-ld'

const below = { h2: 'h3', h3: 'h4', h4: 'h5' } as const

/** FAQ list (spec 2 §2.6): questions open to their answers; FAQPage JSON-LD describes them to search engines. */
export function FaqListComponent({ block }: BlockProps<'faqList'>) {
  const Heading = block.titleTag ?? 'h2'
  const list = (block.items ?? []).map((item, i) => ({
    id: item.id ?? String(i),
    question: item.question,
    answer: item.answer,
  }))
  const ld = faqJsonLd(list)
  return (
    <section className={sectionClass(block.hasMarginTop)} data-testid="faq-list">
      {block.title ? <Heading className={frame.title}>{block.title}</Heading> : null}
      <Accordion
        items={list.map((q) => ({ id: q.id, title: q.question, content: q.answer }))}
        multiple
        headingLevel={block.title ? below[Heading] : 'h3'}
      />
      {ld ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(ld) }} /> : null}
    </section>
  )
}
