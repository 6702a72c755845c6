/** The forms kit (see src/ui/README.md). Route handlers import `./issues` (parseWithMessages) directly. */
export { useZodForm, postJson, type SubmitResult, type ZodForm, type ZodFormOptions } from './use-zod-form'
export { Form, TextField, TextAreaField, SelectField, CheckboxField, SubmitButton, FormStatus } from './Form'
export { errorMap, issueMessage, parseWithMessages, type DescribeIssue } from './issues'
export type { SubmitState, SubmitStatus } from './submit-state'
