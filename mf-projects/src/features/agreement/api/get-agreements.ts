import { skipToken } from '@reduxjs/toolkit/query/react';
import { api } from '@pm/web/api';
import type { AgreementListItem } from '@pm/domain/shapes';
import type { Page } from '@pm/domain/contracts';

/** `page, pageSize, keyword` (number or parties), `status`, `projectId`. */
export type GetAgreementsParams = Record<string, string | number>;

/** A project holds a handful of agreements; one page of the largest size holds them all. */
const ALL_OF_A_PROJECT = 100;

const agreementsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAgreements: build.query<Page<AgreementListItem>, GetAgreementsParams>({
      query: (params) => ({ url: '/pm/agreements', params }),
      providesTags: ['Agreement'],
    }),
  }),
});

export const { useGetAgreementsQuery } = agreementsApi;

/** Every agreement of a project, under one cache entry whichever part of a page asks (nothing without a project). */
export const useGetProjectAgreementsQuery = (projectId: number | undefined) =>
  useGetAgreementsQuery(projectId ? { projectId, pageSize: ALL_OF_A_PROJECT } : skipToken);
