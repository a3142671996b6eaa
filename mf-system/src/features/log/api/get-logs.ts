import { api } from '@pm/web/api';
import type { Page } from '@pm/domain/contracts';
import type { OperationLogDetail, OperationLogItem } from '@pm/domain/shapes';

const logsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLogs: build.query<Page<OperationLogItem>, Record<string, string | number>>({
      query: (params) => ({ url: '/pm/logs', params }),
    }),
    getLog: build.query<OperationLogDetail, number>({
      query: (id) => ({ url: `/pm/logs/${id}` }),
    }),
  }),
});

export const { useGetLogsQuery, useGetLogQuery } = logsApi;
