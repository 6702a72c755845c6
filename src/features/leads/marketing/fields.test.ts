import { describe, expect, it } from 'vitest'
import { answersSchema, customerEmail, emptyAnswers, jotformAnswers, type MarketingField } from './fields'

const fields: MarketingField[] = [
  { name: 'name', label: 'Name', type: 'text', required: true },
  { name: 'email', label: 'E-mail', type: 'email', required: true },
  { name: 'phone', label: 'Phone', type: 'phone' },
  { name: 'message', label: 'Message', type: 'textarea' },
  {
    name: 'model',
    label: 'Model',
    type: 'select',
    required: true,
    options: [
      { value: 'ix3', label: 'BMW iX3' },
      { value: 'i4', label: 'BMW i4' },
    ],
  },
  { name: 'consent', label: 'I agree', type: 'checkbox', required: true },
  { name: 'newsletter', label: 'Newsletter', type: 'checkbox' },
]
const valid = {
  name: 'Ada',
  email: 'ada@example.com',
  phone: '',
  message: '',
  model: 'i4',
  consent: true,
  newsletter: false,
}

describe('marketing form answers', () => {
  it('takes exactly the form’s fields, each by its type and whether it is required', () => {
    const schema = answersSchema(fields)
    expect(schema.parse(valid)).toMatchObject({ name: 'Ada', model: 'i4', consent: true })
    expect(schema.safeParse(emptyAnswers(fields)).success).toBe(false)
    const issues = (value: object) => schema.safeParse(value).error?.issues.map((i) => i.path.join('.'))
    expect(issues({ ...valid, name: ' ' })).toEqual(['name'])
    expect(issues({ ...valid, email: 'ada@' })).toEqual(['email'])
    expect(issues({ ...valid, phone: '12ab' })).toEqual(['phone'])
    expect(schema.parse({ ...valid, phone: '070-123 45 67' })).toMatchObject({ phone: '070 123 45 67' })
    expect(issues({ ...valid, model: 'x5' })).toEqual(['model'])
    expect(issues({ ...valid, consent: false })).toEqual(['consent'])
    expect(issues({ ...valid, message: 'x'.repeat(2001) })).toEqual(['message'])
    expect(issues({ ...valid, extra: 'x' })).toEqual([''])
  })

  it('finds the visitor’s e-mail for the receipt', () => {
    expect(customerEmail(fields, valid)).toBe('ada@example.com')
    expect(
      customerEmail(
        fields.filter((f) => f.type !== 'email'),
        valid,
      ),
    ).toBeNull()
  })

  it('describes the form as the widget’s answers, keyed by question id in form order', () => {
    const answers = jotformAnswers(fields)
    expect(Object.keys(answers)).toEqual(['1', '2', '3', '4', '5', '6', '7'])
    expect(answers['1']).toEqual({
      qid: '1',
      name: 'name',
      text: 'Name',
      type: 'control_textbox',
      order: '1',
      required: 'Yes',
    })
    expect(answers['5']).toMatchObject({ type: 'control_dropdown', options: 'ix3|i4', optionLabels: 'BMW iX3|BMW i4' })
    expect(answers['3']).toMatchObject({ type: 'control_phone', required: 'No' })
  })
})
