import type { GroupField } from 'payload'

/** A link editors fill in: an internal path or an external URL, with an optional new-tab target. */
export function linkGroup(name = 'link', opts: { required?: boolean } = {}): GroupField {
  return {
    name,
    type: 'group',
    fields: [
      { name: 'label', type: 'text', localized: true },
      {
        name: 'href',
        type: 'text',
        required: opts.required,
        localized: true,
        // A link of the site: copying a page to another site re-points it there (src/features/pages/copy/rules.ts).
        custom: { sitePath: 'href' },
        validate: (value: unknown) =>
          value == null || value === '' || (typeof value === 'string' && /^(\/|https?:\/\/|mailto:|tel:|#)/.test(value))
            ? true
            : 'A link starts with /, http(s)://, mailto:, tel: or #',
      },
      { name: 'newTab', type: 'checkbox', defaultValue: false },
    ],
  }
}
