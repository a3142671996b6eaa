import { updateSettings, type AppSettings } from '@pm/web/store';

/** Below this width the side menu becomes a drawer and lists stack their filters (the `device` setting). */
export const MOBILE_QUERY = '(max-width: 767.98px)';

interface DeviceStore {
  getState(): { settings: { settings: AppSettings } };
  dispatch(action: ReturnType<typeof updateSettings>): unknown;
}

/** Keeps the `device` setting on what the window is now ('mobile' below 768 px), from start-up on. */
export function watchDevice(
  store: DeviceStore,
  media: MediaQueryList = window.matchMedia(MOBILE_QUERY),
): () => void {
  const sync = () => {
    const device = media.matches ? 'mobile' : 'desktop';
    if (store.getState().settings.settings.device !== device) store.dispatch(updateSettings({ device }));
  };
  sync();
  media.addEventListener('change', sync);
  return () => media.removeEventListener('change', sync);
}
