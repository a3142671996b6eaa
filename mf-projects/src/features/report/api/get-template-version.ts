import { api } from '@pm/web/api';
import type { ReportTemplateVersion } from '@pm/domain/shapes';

const templateVersionApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A report template version's form: published versions never change, so it is kept as long as it is used. */
    getTemplateVersion: build.query<ReportTemplateVersion, number>({
      query: (id) => `/pm/report-template-versions/${id}`,
    }),
  }),
});

export const { useGetTemplateVersionQuery } = templateVersionApi;
