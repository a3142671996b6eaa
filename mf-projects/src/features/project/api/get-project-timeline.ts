import { api } from '@pm/web/api';
import type { TimelineEntry } from '@pm/domain/shapes';

const timelineApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProjectTimeline: build.query<TimelineEntry[], number>({
      query: (id) => `/pm/projects/${id}/timeline`,
      // Every change of the project, its application, agreement or reports writes a line.
      providesTags: (_result, _error, id) => [
        { type: 'Project', id },
        'Application',
        'Agreement',
        'Report',
        'Log',
      ],
    }),
  }),
});

export const { useGetProjectTimelineQuery } = timelineApi;
