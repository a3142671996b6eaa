import { api } from '@pm/web/api';
import type { ServiceFormValues } from '@pm/domain/forms';
import type { ServiceRecord } from '@pm/domain/shapes';
import { VOLUNTEER_TAGS } from './tags';

/** A new record (no `serviceId`) or an edit of one (with the version it was opened on). */
export interface SaveServiceArgs {
  volunteerId: number;
  serviceId?: number;
  body: ServiceFormValues & { version?: number };
}

const saveServiceApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `POST /pm/volunteers/:id/services` or `PUT /pm/volunteers/:id/services/:serviceId`. */
    saveService: build.mutation<ServiceRecord, SaveServiceArgs>({
      query: ({ volunteerId, serviceId, body }) =>
        serviceId === undefined
          ? { url: `/pm/volunteers/${volunteerId}/services`, method: 'POST', data: body }
          : { url: `/pm/volunteers/${volunteerId}/services/${serviceId}`, method: 'PUT', data: body },
      invalidatesTags: [...VOLUNTEER_TAGS],
    }),
  }),
});

export const { useSaveServiceMutation } = saveServiceApi;
