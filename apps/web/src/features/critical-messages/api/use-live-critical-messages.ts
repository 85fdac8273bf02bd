import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSocketEvent, useSocketReconnect } from '../../../lib/realtime/use-socket-event.ts';
import { criticalKeys } from './use-critical-messages.ts';

/** A burst of flagged messages reads the list once. */
const REFRESH_MS = 1_000;

/** Critical Message stays live: a newly flagged message (and anything missed while offline) shows without a reload. */
export function useLiveCriticalMessages(): void {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: criticalKeys.all });
  useSocketEvent('critical:created', () => {
    if (timer.current !== undefined) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      refresh();
    }, REFRESH_MS);
  });
  useSocketReconnect(refresh);
}
