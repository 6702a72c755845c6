/** The lead routes in the API description (docs/api.md "Leads", "Marketing forms"), with the schemas their handlers validate with. */
import { z } from 'zod'
import { badRequest, notFound, tooLarge, tooMany, unavailable, unprocessable } from '@/platform/openapi/answers'
import type { ApiOperation } from '@/platform/openapi/operation'
import { leadRequestSchema } from './forms'
import { jotformRequestSchema } from './marketing/describe'

const tag = 'Leads'

export const leadOperations: ApiOperation[] = [
  {
    method: 'post',
    path: '/api/forms/comhub',
    tag,
    site: true,
    summary: 'Send a lead: contact, sell-car, Norwegian service or marketing form',
    description:
      '`formSubmissionId` is the submission’s idempotency key per site and form: the same id with the same values ' +
      'answers the first lead again. Rules the schema cannot show: `values.car` a car of the site’s market, ' +
      '`values.siteEmail` one of the site’s workshops, `values.date` not before today in the site’s time zone, ' +
      '`values.answers` exactly the marketing form’s own fields.',
    // The schema is built per day (the service form's date may not be before the site's today; src/features/leads/forms.ts).
    body: leadRequestSchema,
    example: {
      body: {
        formName: 'contact',
        formSubmissionId: 'b7f3c2d1-9a8e-4f6b',
        values: {
          car: '1000042',
          name: 'Anna Svensson',
          phone: '+46 70 123 45 67',
          email: 'anna@example.se',
          message: 'Finns bilen kvar?',
          quote: true,
          testDrive: false,
        },
      },
    },
    responses: {
      202: {
        description: 'The lead is stored with its deliveries (CRM, the dealer’s e-mail, the visitor’s receipt).',
        schema: z.object({ id: z.int() }),
        example: { id: 17 },
      },
      400: badRequest(),
      413: tooLarge(64),
      422: unprocessable('The `formSubmissionId` was already used on this site and form with other values.'),
      429: tooMany('Past the `form-ip` (10 per 10 minutes per client address and form) limit'),
      503: unavailable('The lead could not be stored right now.'),
    },
  },
  {
    method: 'post',
    path: '/api/jotform',
    tag,
    site: true,
    summary: 'Describe an editor-built marketing form, for a widget to render',
    body: jotformRequestSchema,
    example: { body: { formId: '12' } },
    responses: {
      200: {
        description: 'The form’s questions keyed by id in form order, labels in the requested language.',
        example: {
          content: [
            {
              id: '12',
              title: 'Provkör elbil',
              answers: {
                '1': { qid: '1', name: 'name', text: 'Namn', type: 'control_textbox', order: '1', required: 'Yes' },
                '2': {
                  qid: '2',
                  name: 'model',
                  text: 'Modell',
                  type: 'control_dropdown',
                  order: '2',
                  required: 'No',
                  options: 'ix3|i4',
                  optionLabels: 'BMW iX3|BMW i4',
                },
              },
            },
          ],
        },
      },
      400: badRequest(),
      404: notFound('The site has no form with this `formId` (or no site answers for the host).'),
      413: tooLarge(64),
      429: tooMany(),
      503: unavailable('The form cannot be read right now.'),
    },
  },
]
