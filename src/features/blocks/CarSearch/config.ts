import type { Block } from 'payload'

/** The hero/slider search bar (spec 1 §2, §3 "HeroBannerHasSearchBar", "HeroBannerSearchUrl", "SearchBarPlaceholderText"). */
export const CarSearchBlock: Block = {
  slug: 'carSearch',
  interfaceName: 'CarSearchBlock',
  labels: { singular: 'Car search', plural: 'Car searches' },
  fields: [
    { name: 'title', type: 'text' },
    {
      name: 'searchPath',
      type: 'text',
      required: true,
      maxLength: 300,
      validate: (value: string | null | undefined) =>
        typeof value === 'string' && /^\/[^?#\s]*$/.test(value)
          ? true
          : 'A path of this site starting with /, without ? or #, e.g. /kop-bil/alla-bilar-i-lager',
      admin: {
        description:
          'The car list page the search goes to, e.g. /kop-bil/alla-bilar-i-lager (without the language prefix).',
      },
    },
    {
      name: 'placeholder',
      type: 'text',
      maxLength: 120,
      admin: { description: "Empty: 'Sök på märke, modell eller utrustning' in the page's language." },
    },
  ],
}
