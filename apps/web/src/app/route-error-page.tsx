import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { ErrorView } from '../components/error-view.tsx';

/** Anything thrown while loading or rendering a route: the error page, with the status when there is one. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status !== 404) console.error(error);
  return <ErrorView status={status} path={pathname} />;
}
