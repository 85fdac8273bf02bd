import type { ValidationIssue } from '@tawasul/contracts/errors';
import { renderValidationMessage, type ValidationKey } from '@tawasul/contracts/validation';
import { AppError } from './app-error.ts';

type FieldIssue = [path: (string | number)[], key: ValidationKey];

/**
 * Field rules that depend on who asks or on the scope (a schema cannot know them), answered exactly like a schema
 * failure: VALIDATION_FAILED with one issue per field.
 */
export function fieldErrors(issues: FieldIssue[]): AppError {
  const details: ValidationIssue[] = issues.map(([path, key]) => ({
    path,
    key,
    message: renderValidationMessage(key, undefined, 'en'),
  }));
  return new AppError('VALIDATION_FAILED', { details });
}

export function fieldError(path: (string | number)[], key: ValidationKey): AppError {
  return fieldErrors([[path, key]]);
}
