import { api } from '@pm/web/api';
import type { ServiceRecord } from '@pm/domain/shapes';
import type { ServiceAction } from '@pm/domain/workflow';
import { VOLUNTEER_TAGS } from './tags';

/** Where each action is posted (`no-show` in the address, `noShow` in the machine). */
const PATHS: Record<ServiceAction, string> = { attend: 'attend', noShow: 'no-show', verify: 'verify' };

export interface ServiceActionArgs {
  record: Pick<ServiceRecord, 'id' | 'volunteerId' | 'version'>;
  action: ServiceAction;
  /** Attending carries the actual times. */
  times?: { actualStart: string; actualEnd: string };
}

const serviceActionApi = api.injectEndpoints({
  endpoints: (build) => ({
    serviceAction: build.mutation<ServiceRecord, ServiceActionArgs>({
      query: ({ record, action, times }) => ({
        url: `/pm/volunteers/${record.volunteerId}/services/${record.id}/${PATHS[action]}`,
        method: 'POST',
        data: { version: record.version, ...times },
      }),
      invalidatesTags: [...VOLUNTEER_TAGS],
    }),
  }),
});

export const { useServiceActionMutation } = serviceActionApi;
