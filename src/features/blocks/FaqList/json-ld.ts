export type FaqItem = { question: string; answer: string }

/** The schema.org FAQPage of a FAQ list (search engines show its questions): only items with both parts. */
export function faqJsonLd(items: readonly FaqItem[]): Record<string, unknown> | null {
  const entities = items
    .map((i) => ({ question: i.question.trim(), answer: i.answer.trim() }))
    .filter((i) => i.question && i.answer)
    .map((i) => ({ '@type': 'Question', name: i.question, acceptedAnswer: { '@type': 'Answer', text: i.answer } }))
  return entities.length ? { '@context': 'https://schema.org', '@type': 'FAQPage', mainEntity: entities } : null
}

/** JSON for a <script type="application/ld+json">: `<` escaped so no text can close the script element. */
export function jsonLdScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}
