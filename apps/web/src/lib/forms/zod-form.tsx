import type { FormErrors } from '@mantine/form';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { ValidationIssue } from '@tawasul/contracts/errors';
import { toValidationIssues } from '@tawasul/contracts/validation';
import { validationIssuesOf } from '../http/http-error.ts';
import { ValidationText } from './validation-text.tsx';

/** Form inputs hold '' for "nothing typed"; the contracts' optional fields expect the value to be absent. */
export function withoutEmptyStrings<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== '')) as Partial<T>;
}

function issuesToErrors(issues: readonly ValidationIssue[]): Record<string, ReactNode> {
  const errors: Record<string, ReactNode> = {};
  for (const issue of issues) {
    const path = issue.path.join('.');
    errors[path] ??= <ValidationText messageKey={issue.key} params={issue.params} />;
  }
  return errors;
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

/**
 * Puts a VALIDATION_FAILED answer onto the form's fields. Returns false when the error is something else, or names
 * no field of this form, so the caller shows it above the form instead.
 */
export function applyServerValidation(
  error: unknown,
  setErrors: (errors: FormErrors) => void,
  fields: readonly string[],
): boolean {
  const issues = validationIssuesOf(error).filter((issue) => fields.includes(issue.path.join('.')));
  if (issues.length === 0) return false;
  setErrors(issuesToErrors(issues));
  return true;
}
