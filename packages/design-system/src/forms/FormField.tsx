import { Field, Fieldset, Input, chakra } from '@portal/design-system';
import { useField, type FieldHelperProps, type FieldInputProps, type FieldMetaProps } from 'formik';
import type { ReactNode } from 'react';
import { FieldGroupContext } from './field-group';

export interface FormFieldRenderProps<V> {
  field: FieldInputProps<V>;
  meta: FieldMetaProps<V>;
  helpers: FieldHelperProps<V>;
  /** Touched and failing validation. */
  invalid: boolean;
  /** The message shown under the field, if any. */
  error?: string;
}

export interface FormFieldProps<V> {
  /** The formik field name (dot paths allowed). */
  name: string;
  label?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  helperText?: ReactNode;
  /**
   * For widgets made of several controls (DatePicker): a fieldset with a legend instead of a
   * label bound to one control.
   */
  group?: boolean;
  /** Without children a text Input bound to the field is rendered. */
  children?: ReactNode | ((props: FormFieldRenderProps<V>) => ReactNode);
  /** For the default Input. */
  type?: string;
  placeholder?: string;
}

/**
 * Label, required marker, helper and error text for one formik field. The error shows once the
 * field is touched (formik touches every field on submit), so forms look and behave the same.
 */
export function FormField<V = unknown>(props: FormFieldProps<V>) {
  const [field, meta, helpers] = useField<V>(props.name);
  const error = meta.touched && meta.error ? String(meta.error) : undefined;
  const invalid = Boolean(error);
  const content =
    typeof props.children === 'function'
      ? props.children({ field, meta, helpers, invalid, error })
      : (props.children ?? (
          <Input
            {...(field as FieldInputProps<unknown>)}
            value={(field.value as string | number | null | undefined) ?? ''}
            type={props.type}
            placeholder={props.placeholder}
            aria-required={props.required || undefined}
          />
        ));

  if (props.group) {
    return (
      <Fieldset.Root invalid={invalid} disabled={props.disabled} gap="1.5">
        {props.label ? (
          <Fieldset.Legend fontSize="sm" fontWeight="medium">
            {props.label}
            {props.required ? <RequiredMark /> : null}
          </Fieldset.Legend>
        ) : null}
        <Fieldset.Content>
          <FieldGroupContext.Provider value={true}>{content}</FieldGroupContext.Provider>
        </Fieldset.Content>
        {props.helperText && !error ? (
          <Fieldset.HelperText fontSize="xs">{props.helperText}</Fieldset.HelperText>
        ) : null}
        {error ? <Fieldset.ErrorText fontSize="xs">{error}</Fieldset.ErrorText> : null}
      </Fieldset.Root>
    );
  }

  // `required` is not passed to Field.Root on purpose: the native constraint would block the
  // submit before formik can touch the fields and show the portal's own messages.
  return (
    <Field.Root invalid={invalid} disabled={props.disabled}>
      {props.label ? (
        <Field.Label>
          {props.label}
          {props.required ? <RequiredMark /> : null}
        </Field.Label>
      ) : null}
      {content}
      {props.helperText && !error ? <Field.HelperText>{props.helperText}</Field.HelperText> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

function RequiredMark() {
  return (
    <chakra.span aria-hidden="true" color="fg.error" ms="0.5">
      *
    </chakra.span>
  );
}
