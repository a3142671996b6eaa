import { api } from '@pm/web/api';
import type { VolunteerProjectOption } from '@pm/domain/shapes';

const projectOptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /pm/volunteers/project-options`: projects (with sub-projects) a service record may be for. */
    getVolunteerProjectOptions: build.query<VolunteerProjectOption[], void>({
      query: () => '/pm/volunteers/project-options',
    }),
  }),
});

export const { useGetVolunteerProjectOptionsQuery } = projectOptionsApi;
