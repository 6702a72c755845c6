/** Every string a schema accepts has a maximum length, so no input is unbounded. */
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { unboundedStrings } from '../tests/helpers/zod-bounds'
import * as codeweaver from '@/features/finance/codeweaver/schemas'
import * as requests from '@/features/finance/request-schemas'
import * as options from '@/features/finance/option-schemas'
import * as search from '@/features/search/contract'
import * as dealers from '@/features/dealers/schema'
import * as cars from '@/features/cars/json-schemas'
import * as tyreHotel from '@/features/tyre-hotel/server/schemas'

const schemasOf = (module: Record<string, unknown>) =>
  Object.entries(module).filter(
    (entry): entry is [string, z.ZodType] => typeof entry[1] === 'object' && entry[1] !== null && '_zod' in entry[1],
  )

describe('input bounds', () => {
  it.each([
    ['finance/codeweaver/schemas', codeweaver],
    ['finance/request-schemas', requests],
    ['finance/option-schemas', options],
    ['search/contract', search],
    ['dealers/schema', dealers],
    ['cars/json-schemas', cars],
    ['tyre-hotel/schemas', tyreHotel],
  ] as const)('%s: every string has a maximum length', (_name, module) => {
    const schemas = schemasOf(module)
    expect(schemas.length).toBeGreaterThan(0)
    expect(schemas.flatMap(([name, schema]) => unboundedStrings(schema).map((path) => name + path))).toEqual([])
  })
})
