import { api } from '@pm/web/api';
import type { Page } from '@pm/domain/contracts';
import type { ReportTemplateDefinition } from '@pm/domain/report-templates';
import type { ReportTemplateDetail, ReportTemplateListItem, ReportTemplateVersion } from '@pm/domain/shapes';

export interface TemplateNames {
  nameZh: string;
  nameEn: string;
  description: string;
}

const reportTemplatesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /pm/report-templates`: keyword, sorted, paged. */
    getReportTemplates: build.query<Page<ReportTemplateListItem>, Record<string, string | number>>({
      query: (params) => ({ url: '/pm/report-templates', params }),
      providesTags: ['ReportTemplate'],
    }),
    getReportTemplate: build.query<ReportTemplateDetail, number>({
      query: (id) => `/pm/report-templates/${id}`,
      providesTags: ['ReportTemplate'],
    }),
    createReportTemplate: build.mutation<
      ReportTemplateDetail,
      TemplateNames & { definition: ReportTemplateDefinition }
    >({
      query: (data) => ({ url: '/pm/report-templates', method: 'POST', data }),
      invalidatesTags: ['ReportTemplate'],
    }),
    updateReportTemplate: build.mutation<
      ReportTemplateDetail,
      TemplateNames & { id: number; version: number }
    >({
      query: ({ id, ...data }) => ({ url: `/pm/report-templates/${id}`, method: 'PUT', data }),
      invalidatesTags: ['ReportTemplate'],
    }),
    newTemplateVersion: build.mutation<ReportTemplateDetail, number>({
      query: (id) => ({ url: `/pm/report-templates/${id}/versions`, method: 'POST' }),
      invalidatesTags: ['ReportTemplate'],
    }),
    saveTemplateVersion: build.mutation<
      ReportTemplateVersion,
      { id: number; version: number; definition: ReportTemplateDefinition }
    >({
      query: ({ id, ...data }) => ({ url: `/pm/report-template-versions/${id}`, method: 'PUT', data }),
      invalidatesTags: ['ReportTemplate'],
    }),
    /** `publish` or `retire` a version. */
    templateVersionAction: build.mutation<
      ReportTemplateVersion,
      { id: number; version: number; action: 'publish' | 'retire' }
    >({
      query: ({ id, version, action }) => ({
        url: `/pm/report-template-versions/${id}/${action}`,
        method: 'POST',
        data: { version },
      }),
      invalidatesTags: ['ReportTemplate'],
    }),
  }),
});

export const {
  useGetReportTemplatesQuery,
  useGetReportTemplateQuery,
  useCreateReportTemplateMutation,
  useUpdateReportTemplateMutation,
  useNewTemplateVersionMutation,
  useSaveTemplateVersionMutation,
  useTemplateVersionActionMutation,
} = reportTemplatesApi;
