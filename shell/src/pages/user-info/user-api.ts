import { api } from '@pm/web/api';
import type { ActivityItem, MyProject, MyTeam, ProjectAndTeamItem, VisitItem } from '@pm/domain/shapes';

/** The signed-in user's own lists, shown on the dashboard and the user info page. Silent: see dashboard-api. */
const userApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyProjects: build.query<MyProject[], void>({
      query: () => ({ url: '/pm/user/my-projects', silent: true }),
      providesTags: ['Project'],
    }),
    getMyTeams: build.query<MyTeam[], void>({
      query: () => ({ url: '/pm/user/my-teams', silent: true }),
      providesTags: ['Department'],
    }),
    getLatestActivity: build.query<ActivityItem[], void>({
      query: () => ({ url: '/pm/user/latest-activity', silent: true }),
      providesTags: ['Log'],
    }),
    getVisits: build.query<VisitItem[], void>({
      query: () => ({ url: '/pm/user/visits', silent: true }),
    }),
    getProjectAndTeam: build.query<ProjectAndTeamItem[], void>({
      query: () => ({ url: '/pm/user/project-and-team', silent: true }),
      providesTags: ['Project', 'Department'],
    }),
  }),
});

export const {
  useGetMyProjectsQuery,
  useGetMyTeamsQuery,
  useGetLatestActivityQuery,
  useGetVisitsQuery,
  useGetProjectAndTeamQuery,
} = userApi;
