import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { lazy, useEffect, useState } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { LoadingBar } from '../components/loading-bar.tsx';
import { createLoadingIndicator } from '../lib/loading/loading-indicator.ts';
import { OverlayProvider, registerOverlay } from '../lib/overlays/overlay-manager.tsx';
import { useDocumentTitle } from './use-document-title.ts';

// The one overlay every screen may use; screens register their own when their chunk loads.
registerOverlay(
  'confirm',
  lazy(async () => ({ default: (await import('../components/confirm-overlay.tsx')).ConfirmOverlay })),
);

/** Around every page: the loading bar (navigations and requests), the document title and the overlays. */
export function RootShell() {
  const [indicator] = useState(() => createLoadingIndicator());
  const navigating = useNavigation().state !== 'idle';
  const requests = useIsFetching() + useIsMutating();
  const busy = navigating || requests > 0;
  useEffect(() => (busy ? indicator.start() : indicator.finish()), [busy, indicator]);
  useDocumentTitle();
  return (
    <OverlayProvider>
      <LoadingBar indicator={indicator} />
      <Outlet />
    </OverlayProvider>
  );
}
