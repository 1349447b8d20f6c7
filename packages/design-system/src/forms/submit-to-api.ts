/**
 * What every form does with the API's answer (issue #15: it was written a dozen times): a 422's
 * field messages go onto the form's fields, a 409 can name the field it concerns, and every other
 * failure shows the error toast — except 401 and 403, which the session and the page guard show.
 */
import type { FormikErrors, FormikHelpers } from 'formik';
import { ApiError } from '@portal/api-client';
import { notifyError } from '@portal/design-system';

export interface SubmitToApiOptions<V> {
  /** Server field names that the form calls otherwise, e.g. `{ email: 'contact' }`. */
  fieldOf?: Partial<Record<string, keyof V & string>>;
  /** The field a 409 (conflict, e.g. "already exists") is shown on. */
  conflictField?: keyof V & string;
}

/** A 422's field errors as Formik errors (several messages of a field joined), or null when there are none. */
export function fieldErrorsOf<V>(
  error: unknown,
  fieldOf: SubmitToApiOptions<V>['fieldOf'] = {},
): FormikErrors<V> | null {
  if (!(error instanceof ApiError) || !error.errors) return null;
  const fields: Record<string, string> = {};
  for (const [field, texts] of Object.entries(error.errors)) {
    const name = fieldOf[field] ?? field;
    fields[name] = [fields[name], ...texts].filter(Boolean).join(' ');
  }
  return fields as FormikErrors<V>;
}

/** Runs a form's action against the API and shows its failure where it belongs; true when it succeeded. */
export async function submitToApi<V>(
  helpers: Pick<FormikHelpers<V>, 'setErrors'>,
  action: () => Promise<unknown>,
  options: SubmitToApiOptions<V> = {},
): Promise<boolean> {
  try {
    await action();
    return true;
  } catch (error) {
    const fields = fieldErrorsOf<V>(error, options.fieldOf);
    if (fields) helpers.setErrors(fields);
    else if (options.conflictField && error instanceof ApiError && error.status === 409)
      helpers.setErrors({ [options.conflictField]: error.message } as FormikErrors<V>);
    notifyError(error);
    return false;
  }
}
