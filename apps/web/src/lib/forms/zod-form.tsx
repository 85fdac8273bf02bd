import type { FormErrors } from '@mantine/form';
import type { z } from 'zod';
import { configureValidationMessages, toValidationIssues } from '@tawasul/contracts/validation';
import { issuesToErrors } from './field-errors.tsx';

export { applyServerValidation } from './field-errors.tsx';

// Zod loads with the first form that validates with a schema, not at start-up: this is the first place that needs its
// issues to carry our keys (and "received Y"). Idempotent, as every form's chunk may run it.
configureValidationMessages();

/** Form inputs hold '' for "nothing typed"; the contracts' optional fields expect the value to be absent. */
export function withoutEmptyStrings<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== '')) as Partial<T>;
}

/**
 * Mantine's `validate` from a contracts schema: the same rules the server applies, with messages in the reader's
 * language. `prepare` turns form values into the schema's input (e.g. drops empty optional fields).
 */
export function zodValidator<Values extends Record<string, unknown>>(
  schema: z.ZodType,
  prepare: (values: Values) => unknown = (values) => values,
): (values: Values) => FormErrors {
  return (values) => {
    const result = schema.safeParse(prepare(values));
    return result.success ? {} : issuesToErrors(toValidationIssues(result.error.issues));
  };
}
