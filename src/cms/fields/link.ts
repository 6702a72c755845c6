import type { GroupField, PayloadRequest } from 'payload'
import { type AdminText, inAdminLanguage } from '../admin-languages'
import { LINK_LABELS } from './link-labels'

/**
 * A link editors fill in: an internal path or an external URL, with an optional new-tab target. `label` names the
 * group where a form has more than one link.
 */
export function linkGroup(name = 'link', opts: { required?: boolean; label?: AdminText } = {}): GroupField {
  return {
    name,
    type: 'group',
    label: opts.label ?? LINK_LABELS.link,
    fields: [
      { name: 'label', type: 'text', localized: true, label: LINK_LABELS.label },
      {
        name: 'href',
        type: 'text',
        label: LINK_LABELS.href,
        required: opts.required,
        localized: true,
        // A link of the site: copying a page to another site re-points it there (src/features/pages/copy/rules.ts).
        custom: { sitePath: 'href' },
        validate: (value: unknown, { req }: { req: PayloadRequest }) =>
          value == null || value === '' || (typeof value === 'string' && /^(\/|https?:\/\/|mailto:|tel:|#)/.test(value))
            ? true
            : inAdminLanguage(LINK_LABELS.hrefInvalid, req.i18n?.language),
        admin: { description: LINK_LABELS.hrefDescription },
      },
      { name: 'newTab', type: 'checkbox', defaultValue: false, label: LINK_LABELS.newTab },
    ],
  }
}
