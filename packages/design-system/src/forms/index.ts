// `@portal/design-system/forms`: what only forms need — formik-bound fields, the add/edit dialog,
// the date picker and the API answer onto a form. A shared singleton of its own (issue #10): the
// first signed-in page shows no form and so loads neither this code nor formik. Chakra and the
// other building blocks come from `@portal/design-system` (never `@chakra-ui/react`), so there is
// still one Chakra, one system and one context at run time (docs/adr/0053).
export { FormField, type FormFieldProps, type FormFieldRenderProps } from './FormField';
export { FormDialog, FormActions, type FormDialogProps, type FormActionsProps } from './FormDialog';
export { DatePicker, type DatePickerProps } from './DatePicker';
export { submitToApi, fieldErrorsOf, type SubmitToApiOptions } from './submit-to-api';
