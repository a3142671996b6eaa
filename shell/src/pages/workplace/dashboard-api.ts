import { api } from '@pm/web/api';
import type {
  DashboardOverview,
  FundsByMonth,
  ProjectsByProvince,
  ProjectsByStatus,
} from '@pm/domain/shapes';

/** Months the funds chart covers, the current one included. */
export const FUNDS_MONTHS = 12;

/**
 * The dashboard's aggregates over the real data (issue "shell complete", item 6). Silent: each card shows its
 * own error and retry, instead of a toast per failed card.
 */
const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDashboardOverview: build.query<DashboardOverview, void>({
      query: () => ({ url: '/pm/dashboard/overview', silent: true }),
      providesTags: ['Project', 'Appropriation'],
    }),
    getFundsByMonth: build.query<FundsByMonth[], number>({
      query: (months) => ({ url: '/pm/dashboard/funds-by-month', params: { months }, silent: true }),
      providesTags: ['Appropriation'],
    }),
    getProjectsByStatus: build.query<ProjectsByStatus[], void>({
      query: () => ({ url: '/pm/dashboard/projects-by-status', silent: true }),
      providesTags: ['Project'],
    }),
    getProjectsByProvince: build.query<ProjectsByProvince[], void>({
      query: () => ({ url: '/pm/dashboard/projects-by-province', silent: true }),
      providesTags: ['Project'],
    }),
  }),
});

export const {
  useGetDashboardOverviewQuery,
  useGetFundsByMonthQuery,
  useGetProjectsByStatusQuery,
  useGetProjectsByProvinceQuery,
} = dashboardApi;
