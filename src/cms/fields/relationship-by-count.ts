import type { RelationshipFieldSingleValidation, Where } from 'payload'
import { relationship } from 'payload/shared'

const relationId = (value: unknown): number | string | undefined =>
  value && typeof value === 'object' && 'id' in value
    ? (value as { id: number | string }).id
    : (value as number | string | undefined)

/**
 * Payload's check of a single relationship, with the field's filterOptions (the multi-tenant plugin's site
 * filter included) checked by a count. Payload's own check reads the chosen document whole on every save,
 * autosave too, only to learn whether it matches: for a page that joins every block table.
 */
export const relationshipByCount: RelationshipFieldSingleValidation = async (value, options) => {
  // Payload skips its options query on 'onChange' (the admin's keystroke checks); its other checks run.
  const basic = await relationship(value, { ...options, event: 'onChange' })
  if (basic !== true || options.event === 'onChange' || !options.filterOptions) return basic
  const { req, relationTo, filterOptions } = options
  // A polymorphic field keeps Payload's check.
  if (Array.isArray(relationTo)) return relationship(value, options)
  const id = relationId(value)
  if (id == null) return true
  const filter =
    typeof filterOptions === 'function'
      ? await filterOptions({
          id: options.id as number | string,
          blockData: options.blockData,
          data: options.data,
          relationTo,
          req,
          siblingData: options.siblingData,
          user: req.user,
        })
      : filterOptions
  const invalid = `${req.t('validation:invalidSelections')} ${JSON.stringify(id)}`
  if (filter === false) return invalid
  const where: Where = filter === true ? { id: { equals: id } } : { and: [{ id: { equals: id } }, filter] }
  const { totalDocs } = await req.payload.count({
    collection: relationTo,
    where,
    overrideAccess: options.overrideAccess ?? false,
    req,
  })
  return totalDocs ? true : invalid
}
