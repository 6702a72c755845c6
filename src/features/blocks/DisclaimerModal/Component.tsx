import { loadStrings } from '@/i18n/dictionary/load'
import { siteByKey } from '@/sites/resolve'
import { blockStrings } from '../strings'
import type { BlockProps } from '../types'
import { Disclaimer } from './lazy'

/** Disclaimer modal (spec 2 §4.3, §2.5): over the page until the visitor approves, with a decline link. */
export async function DisclaimerModalComponent({ block, ctx }: BlockProps<'disclaimerModal'>) {
  const site = await siteByKey(ctx.siteKey)
  const messages = await loadStrings(blockStrings, site?.id ?? null, ctx.locale)
  const href = block.declineLink?.href || '/'
  return (
    <Disclaimer
      blockId={block.id ?? `${ctx.path ?? ''}:${block.title}`}
      title={block.title}
      text={block.text}
      approveLabel={block.approveLabel || messages.disclaimerApprove}
      decline={{ href, label: block.declineLink?.label || messages.disclaimerDecline }}
    />
  )
}
