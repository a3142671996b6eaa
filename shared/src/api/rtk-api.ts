import { createApi, defaultSerializeQueryArgs } from '@reduxjs/toolkit/query/react';
import { currentLocale } from '../i18n/locale';
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
 *
 * The server writes its texts (activity, messages, labels) in the request's language, so a cached answer belongs
 * to one language: the cache key carries it, and after a language switch every shown query asks again (the old
 * answer stays on screen until the new one arrives).
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery,
  tagTypes: API_TAGS,
  serializeQueryArgs: (args) => `${currentLocale()}:${defaultSerializeQueryArgs(args)}`,
  endpoints: () => ({}),
});
