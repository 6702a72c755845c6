/** The forms kit (see src/ui/README.md). Route handlers import `./issues` (parseWithMessages) directly. */
export { useZodForm, type SubmitResult, type ZodForm } from './use-zod-form'
export { Form, TextField, TextAreaField, SelectField, CheckboxField, SubmitButton, FormStatus } from './Form'
