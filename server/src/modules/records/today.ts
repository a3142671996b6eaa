// The business date is one computation for the server and the pages (`@pm/shared/utils/business-date`).
export { BUSINESS_TIME_ZONE, businessDate } from '@pm/shared/utils/business-date';
