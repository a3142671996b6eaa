/**
 * The code of the first page after a login: the guard and frame and, for staff, the workplace. The routes load it
 * through these functions, and a warm start (bootstrap.tsx) loads it ahead, without rendering, so the routes find
 * it loaded.
 */
export const loadGuardedRoute = () => import('./guards/guarded-route');
export const loadWorkplacePage = () => import('./pages/workplace/workplace-page');

export function preloadFirstPage(clientHost: boolean): Promise<unknown> {
  return Promise.all([loadGuardedRoute(), ...(clientHost ? [] : [loadWorkplacePage()])]);
}
