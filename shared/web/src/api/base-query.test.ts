import { configureStore } from '@reduxjs/toolkit';
import { changeLocale } from '../i18n/locale';
import { waitFor } from '@testing-library/react';
import { http } from './http';
import { refetchOnLanguageChange } from './refetch-on-language';
import { api } from './rtk-api';
import { fakeAdapter, ok } from './test-adapter';

jest.mock('@arco-design/web-react/es/Message', () => ({ __esModule: true, default: { error: jest.fn() } }));

const projectsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProject: build.query<{ id: number; name: string }, number>({
      query: (id) => `/pm/projects/${id}`,
      providesTags: ['Project'],
    }),
    renameProject: build.mutation<null, { id: number; name: string }>({
      query: ({ id, name }) => ({ url: `/pm/projects/${id}`, method: 'PUT', data: { name }, silent: true }),
    }),
  }),
});

function makeStore() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

describe('axiosBaseQuery and the shared api', () => {
  it("puts the wrapper's data in the cache", async () => {
    http.defaults.adapter = fakeAdapter(() => ok({ id: 1, name: '助学计划' }));
    const store = makeStore();
    const result = await store.dispatch(projectsApi.endpoints.getProject.initiate(1));
    expect(result.data).toEqual({ id: 1, name: '助学计划' });
  });

  it('stores errors as plain objects', async () => {
    http.defaults.adapter = fakeAdapter(() => ({
      status: 409,
      body: { data: { version: 2 }, status: 'fail', msg: '数据已被他人修改', code: 50000 },
    }));
    const store = makeStore();
    const result = await store.dispatch(projectsApi.endpoints.renameProject.initiate({ id: 1, name: 'x' }));
    expect(result.error).toEqual({
      message: '数据已被他人修改',
      code: 50000,
      httpStatus: 409,
      data: { version: 2 },
    });
    expect(Object.getPrototypeOf(result.error)).toBe(Object.prototype);
  });

  it('asks every cached query again after a language switch: the server writes in the new one', async () => {
    http.defaults.adapter = fakeAdapter((config) =>
      ok({ id: 1, name: config.headers['Accept-Language'] === 'en-US' ? 'Study aid' : '助学计划' }),
    );
    const store = makeStore();
    const stop = refetchOnLanguageChange(store);
    const shown = () => projectsApi.endpoints.getProject.select(1)(store.getState()).data?.name;
    await store.dispatch(projectsApi.endpoints.getProject.initiate(1));
    expect(shown()).toBe('助学计划');
    try {
      await changeLocale('en-US');
      await waitFor(() => expect(shown()).toBe('Study aid'));
    } finally {
      await changeLocale('zh-CN');
      stop();
    }
    await waitFor(() => expect(shown()).toBe('助学计划'));
  });

  it("is registered under the reducer path 'api'", () => {
    expect(api.reducerPath).toBe('api');
    expect(Object.keys(makeStore().getState())).toEqual(['api']);
  });
});
