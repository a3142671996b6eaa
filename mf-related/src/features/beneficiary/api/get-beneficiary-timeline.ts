import { api } from '@pm/web/api';
import type { TimelineEntry } from '@pm/domain/shapes';

/** The tag of one beneficiary's timeline: a reveal adds a line to it and nothing else. */
export const timelineTag = (id: number) => ({ type: 'Beneficiary' as const, id: `timeline-${id}` });

const timelineApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Its operation-log rows, newest first (create, edits, reveals, status changes, merges). */
    getBeneficiaryTimeline: build.query<TimelineEntry[], number>({
      query: (id) => `/pm/beneficiaries/${id}/timeline`,
      providesTags: (_entries, _error, id) => ['Beneficiary', timelineTag(id)],
    }),
  }),
});

export const { useGetBeneficiaryTimelineQuery } = timelineApi;
