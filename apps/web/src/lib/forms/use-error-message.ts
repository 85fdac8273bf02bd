import { useCallback } from 'react';
import { useTranslation } from '../i18n/use-translation.tsx';
import { isErrorCode } from '@tawasul/contracts/errors';
import { isHttpError, retryAfterSecondsOf } from '../http/http-error.ts';

/** A failed call as one sentence in the reader's language: `errors.<CODE>` with its `{seconds}` when it has one. */
export function useErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown) => {
      if (!isHttpError(error)) return t('common.clientErrors.UNKNOWN_ERROR');
      if (isErrorCode(error.code)) return t(`errors.${error.code}`, { seconds: retryAfterSecondsOf(error) ?? '' });
      return t(`common.clientErrors.${error.code}`);
    },
    [t],
  );
}
