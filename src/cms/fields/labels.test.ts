import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'
import { withLabels } from './labels'

const text = (en: string) => ({ en, sv: `${en} sv`, nb: `${en} nb`, sk: `${en} sk` })

describe('labels by field name', () => {
  it('labels named fields at any depth, and describes them, keeping what the field says itself', () => {
    const fields: Field[] = [
      { name: 'car_brand', type: 'text' },
      { name: 'kept', type: 'text', label: 'Own label' },
      {
        type: 'tabs',
        tabs: [{ label: 'Price', fields: [{ name: 'car_price', type: 'number', admin: { step: 1 } }] }],
      },
      { name: 'group', type: 'group', fields: [{ name: 'inner', type: 'text' }] },
      { name: 'unknown', type: 'text' },
    ]
    const out = withLabels(fields, {
      car_brand: { label: text('Make') },
      kept: { label: text('Other') },
      car_price: { label: text('Price'), description: text('In the currency of the market') },
      inner: { label: text('Inner') },
    }) as never as Record<string, unknown>[]
    expect(out[0]).toMatchObject({ label: text('Make') })
    expect(out[1]).toMatchObject({ label: 'Own label' })
    const tab = (out[2] as { tabs: { fields: Record<string, unknown>[] }[] }).tabs[0].fields[0]
    expect(tab).toMatchObject({
      label: text('Price'),
      admin: { step: 1, description: text('In the currency of the market') },
    })
    expect((out[3] as { fields: Record<string, unknown>[] }).fields[0]).toMatchObject({ label: text('Inner') })
    expect(out[4]).not.toHaveProperty('label')
  })

  it("names an array's or blocks field's rows, keeping the field's own names", () => {
    const labels = { singular: text('Brand'), plural: text('Brands') }
    const own = { singular: 'Row', plural: 'Rows' }
    const out = withLabels(
      [
        { name: 'brands', type: 'array', fields: [] },
        { name: 'layout', type: 'blocks', blocks: [] },
        { name: 'kept', type: 'array', labels: own, fields: [] },
        { name: 'group', type: 'group', fields: [] },
      ],
      {
        brands: { label: text('Brands'), labels },
        layout: { label: text('Blocks'), labels },
        kept: { label: text('Kept'), labels },
        group: { label: text('Group'), labels },
      },
    ) as never as Record<string, unknown>[]
    expect(out[0]).toMatchObject({ label: text('Brands'), labels })
    expect(out[1]).toMatchObject({ labels })
    expect(out[2]).toMatchObject({ labels: own })
    expect(out[3]).not.toHaveProperty('labels')
  })
})
