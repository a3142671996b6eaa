/**
 * The code of the first page after a login (the guard and frame; for staff, the workplace), loaded without
 * rendering while the sign-in page warms the app up: the same `import()`s the routes make, so those find it loaded.
 */
export function preloadFirstPage(clientHost: boolean): Promise<unknown> {
  return Promise.all([
    import('./guards/guarded-route'),
    ...(clientHost ? [] : [import('./pages/workplace/workplace-page')]),
  ]);
}
