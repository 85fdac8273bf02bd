import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useErrorMessage } from '../../../lib/forms/use-error-message.ts';
import { useLocalePath } from '../../../lib/i18n/use-locale-path.ts';
import { forgetSession } from '../../../lib/session/sign-out.ts';

/**
 * Runs a request that ends every session of the account (sign out everywhere, delete the account). The server has
 * ended this session too, so on success only the local copy is left to forget: then a toast says `done` and the
 * reader goes to `to`. A refusal stays on the form as `formError`.
 */
export function useSessionsEnding({ done, to }: { done: string; to: string }) {
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const [formError, setFormError] = useState<string | null>(null);

  const endWith = async (request: () => Promise<unknown>) => {
    setFormError(null);
    try {
      await request();
    } catch (error) {
      setFormError(errorMessage(error));
      return;
    }
    forgetSession(queryClient);
    notifications.show({ color: 'green', message: done });
    await navigate(localePath(to), { replace: true });
  };
  return { formError, endWith };
}
