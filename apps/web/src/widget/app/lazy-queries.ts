import { lazy } from 'react';

/**
 * TanStack Query, loaded when first needed (`WidgetRoot`'s `loadQueries`): the first view of every store's page goes
 * without it. Nothing here imports the library itself.
 */
export const loadWidgetQueries = () => import('./widget-queries.tsx');

/** `<WidgetQueries client={…}>` around a part that reads through the query cache, loaded with the library. */
export const WidgetQueries = lazy(() => loadWidgetQueries().then((module) => ({ default: module.WidgetQueries })));
