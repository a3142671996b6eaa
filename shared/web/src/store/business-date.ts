import { businessDate, DEFAULT_BUSINESS_TIME_ZONE } from '@pm/domain/utils';
import { useAppSelector } from './hooks';
import { selectUserInfo } from './user-slice';

/** The foundation's time zone as the server sent it with the signed-in user (`GET /pm/auth_user`). */
export const useBusinessTimeZone = (): string =>
  useAppSelector(selectUserInfo)?.businessTimeZone ?? DEFAULT_BUSINESS_TIME_ZONE;

/** Today's business date on the page: the server's zone, whatever the browser's own zone is. */
export const useBusinessDate = (): string => businessDate(useBusinessTimeZone());
