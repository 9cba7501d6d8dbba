import { createBrowserRouter } from 'react-router';
import { routes } from './routes';

let router: ReturnType<typeof createBrowserRouter> | undefined;

/**
 * The page's one browser router. It is created on first use rather than at import (tests build memory
 * routers from the same route table), and only once, because each router listens to the browser history.
 */
export function appRouter(): ReturnType<typeof createBrowserRouter> {
  router ??= createBrowserRouter(routes);
  return router;
}
