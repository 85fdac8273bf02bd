import type { FormErrors } from '@mantine/form';
import type { ReactNode } from 'react';
import type { ValidationIssue } from '@tawasul/contracts/errors';
import { validationIssuesOf } from '../http/http-error.ts';
import { ValidationText } from './validation-text.tsx';

// Apart from zod-form.tsx, which brings Zod along: the sign-in page shows the server's field errors without it.

export function issuesToErrors(issues: readonly ValidationIssue[]): Record<string, ReactNode> {
  const errors: Record<string, ReactNode> = {};
  for (const issue of issues) {
    const path = issue.path.join('.');
    errors[path] ??= <ValidationText messageKey={issue.key} params={issue.params} />;
  }
  return errors;
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
