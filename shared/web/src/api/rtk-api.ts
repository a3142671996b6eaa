import { createApi } from '@reduxjs/toolkit/query/react';
import { axiosBaseQuery } from './base-query';

/** Cache tags for the product's resources; a remote invalidates what its mutations change. */
export const API_TAGS = [
  'Project',
  'SubProject',
  'Application',
  'Agreement',
  'Appropriation',
  'Budget',
  'Report',
  'ReportTemplate',
  'ReportPlan',
  'Archive',
  'Approval',
  'Beneficiary',
  'Partner',
  'Volunteer',
  'Certificate',
  'ReportPlan',
  'ReportTemplate',
  'Department',
  'User',
  'Role',
  'Permission',
  'File',
  'Log',
  'Dict',
  'Area',
  'Menu',
  'Message',
  'ClientUser',
  'ClientProject',
] as const;

export type ApiTag = (typeof API_TAGS)[number];

/**
 * The one RTK Query api. The shell adds its reducer and middleware to the store; each remote adds its endpoints
 * with `api.injectEndpoints` beside the feature that uses them, never with a second createApi.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery,
  tagTypes: API_TAGS,
  endpoints: () => ({}),
});
