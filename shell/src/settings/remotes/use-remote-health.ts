import { useSyncExternalStore } from 'react';
import { healthSnapshot, subscribeHealth } from '../../federation/remote-health';

/** The health of every remote this page has loaded or checked, re-rendering on each change. */
export const useRemoteHealth = () => useSyncExternalStore(subscribeHealth, healthSnapshot);
