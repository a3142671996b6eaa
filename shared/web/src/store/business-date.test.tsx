import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { UserState } from '@pm/domain/contracts';
import { businessDate } from '@pm/domain/utils';
import { useBusinessDate } from './business-date';
import { createAppStore } from './store';
import { setUserInfo } from './user-slice';

/**
 * The page and the server agree on "today" near midnight wherever the browser is: the page takes the zone the
 * server sent with the user and calls the shared `businessDate`, as the server does with its configured zone
 * (server/test/business-date.test.ts runs the server's side on the same instants).
 */
function todayOnPage(serverZone: string | null): string {
  const store = createAppStore();
  if (serverZone) store.dispatch(setUserInfo({ id: 1, businessTimeZone: serverZone } as UserState));
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return renderHook(() => useBusinessDate(), { wrapper }).result.current;
}

describe('useBusinessDate', () => {
  // 23:59 on 31 March in Bogotá (UTC-5) is already 1 April in Beijing; 00:01 on 1 April on Kiritimati (UTC+14)
  // is still 31 March in Beijing.
  it.each([
    ['America/Bogota', '2026-03-31T23:59:00-05:00', '2026-04-01', '2026-03-31'],
    ['Pacific/Kiritimati', '2026-04-01T00:01:00+14:00', '2026-03-31', '2026-04-01'],
  ])('in a browser on %s at %s, says the server zone’s date', (zone, instant, beijing, local) => {
    jest.useFakeTimers({ now: new Date(instant) });
    try {
      // What a date taken in the browser's own zone would say: not the business date.
      expect(businessDate(zone, new Date())).toBe(local);
      expect(todayOnPage('Asia/Shanghai')).toBe(beijing);
      expect(todayOnPage('Asia/Shanghai')).toBe(businessDate('Asia/Shanghai', new Date(instant)));
      expect(todayOnPage('UTC')).toBe(new Date(instant).toISOString().slice(0, 10));
    } finally {
      jest.useRealTimers();
    }
  });

  it('uses Asia/Shanghai until the user is loaded', () => {
    jest.useFakeTimers({ now: new Date('2026-03-31T20:00:00Z') });
    try {
      expect(todayOnPage(null)).toBe('2026-04-01');
    } finally {
      jest.useRealTimers();
    }
  });
});
