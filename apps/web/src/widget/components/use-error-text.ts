import { useCallback } from 'react';
import { useWidgetText } from '../app/widget-i18n.ts';
import { isErrorCode } from '@tawasul/contracts/errors';
import { isHttpError, retryAfterSecondsOf } from '../../lib/http/http-error.ts';

/** A failed call as one sentence in the widget's language: the contracts' `errors.<CODE>`, with `{seconds}`. */
export function useErrorText(): (error: unknown) => string {
  const { t } = useWidgetText();
  return useCallback(
    (error: unknown) => {
      if (!isHttpError(error)) return t('widget.clientErrors.UNKNOWN_ERROR');
      if (isErrorCode(error.code)) return t(`errors.${error.code}`, { seconds: retryAfterSecondsOf(error) ?? '' });
      return t(`widget.clientErrors.${error.code}`);
    },
    [t],
  );
}

/** The field problems of a VALIDATION_FAILED answer, by field name, in the language the server was asked in. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!isHttpError(error) || error.code !== 'VALIDATION_FAILED' || !Array.isArray(error.details)) return {};
  const errors: Record<string, string> = {};
  for (const issue of error.details as { path?: unknown; message?: unknown }[]) {
    const field = Array.isArray(issue.path) ? String(issue.path[0] ?? '') : '';
    if (field && typeof issue.message === 'string') errors[field] ??= issue.message;
  }
  return errors;
}
