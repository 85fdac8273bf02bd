import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { DashboardChangedEvent } from '@tawasul/contracts/reports';
import { useSocketEvent, useSocketReconnect } from '../../../lib/realtime/use-socket-event.ts';
import { dashboardKeys } from './dashboard-keys.ts';

/** The charts are heavier to compute than the counts and move slowly: read again at most this often. */
const CHARTS_REFRESH_MS = 15_000;

/**
 * Keeps the dashboard live without polling: the server says when a brand's counts may have changed (at most once a
 * second), and the counts of the scope on screen are read again; the charts follow at a slower pace. A brand the
 * screen does not show is ignored. After a lost connection everything is read again.
 */
export function useLiveDashboard(brandId: string | undefined): void {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  useSocketEvent('dashboard:changed', (event: DashboardChangedEvent) => {
    if (brandId && event.brandId !== brandId) return;
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.summary(brandId) });
    if (timer.current !== undefined) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.charts() });
    }, CHARTS_REFRESH_MS);
  });

  useSocketReconnect(() => void queryClient.invalidateQueries({ queryKey: dashboardKeys.all }));
}
