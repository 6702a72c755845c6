import { payloadClient } from '@/cms/payload'
import { loadStrings } from '@/i18n/dictionary/load'
import { MarketingForm } from '@/features/leads/marketing/lazy'
import { marketingForm } from '@/features/leads/marketing/read'
import { marketingFormStrings } from '@/features/leads/marketing/strings'
import { declareRenderTags } from '@/platform/render-cache/declare'
import { renderTags } from '@/platform/render-cache/tags'
import { siteByKey } from '@/sites/resolve'
import { uiStrings } from '@/ui/strings'
import { frame } from '../frame'
import type { BlockProps } from '../types'
import styles from '@/features/leads/marketing/MarketingForm.module.css'

/** The marketing form block: the editor's form, or 'Missing FormId' without one (spec 1 §9). */
export async function MarketingFormComponent({ block, ctx }: BlockProps<'marketingForm'>) {
  const site = await siteByKey(ctx.siteKey)
  if (!site) return null
  const formId = typeof block.formId === 'object' ? block.formId?.id : block.formId
  // The form is its own document: an editor's change to it reaches the pages that show it (render cache).
  if (formId) declareRenderTags(renderTags.form(formId))
  const [ui, t, form] = await Promise.all([
    loadStrings(uiStrings, site.id, ctx.locale),
    loadStrings(marketingFormStrings, site.id, ctx.locale),
    formId ? payloadClient().then((payload) => marketingForm(payload, site.id, formId, ctx.locale)) : null,
  ])
  if (!form) {
    return (
      <div className={`${frame.section} ${frame.app}`}>
        <p className={styles.missing} data-testid="marketing-form-missing">
          {t.missingFormId}
        </p>
      </div>
    )
  }
  return (
    <div className={`${frame.section} ${frame.app}`}>
      <MarketingForm
        locale={ctx.locale}
        ui={ui}
        t={t}
        formId={form.id}
        region={block.region}
        portal={block.portal}
        title={form.title}
        fields={form.fields}
        submitLabel={form.submitLabel}
        thanks={form.thanks}
      />
    </div>
  )
}
