import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { configureStore } from '@reduxjs/toolkit';
import { http } from '../api/http';
import { api } from '../api/rtk-api';
import { fakeAdapter, ok } from '../api/test-adapter';
import { changeLocale } from '../i18n/locale';
import { useDict } from './dict';

function wrapper({ children }: { children: ReactNode }) {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  return <Provider store={store}>{children}</Provider>;
}

afterEach(async () => {
  await act(() => changeLocale('zh-CN'));
});

describe('useDict', () => {
  it('loads a dictionary once and labels values in the current language', async () => {
    const urls: string[] = [];
    http.defaults.adapter = fakeAdapter((config) => {
      urls.push(config.url ?? '');
      return ok([
        { value: 'education', labelZh: '教育助学', labelEn: 'Education' },
        { value: 'medical', labelZh: '医疗救助', labelEn: 'Medical aid' },
      ]);
    });
    const { result } = renderHook(() => useDict('project_type'), { wrapper });
    expect(result.current.isLoading).toBe(true);
    expect(result.current.label('education')).toBe('education');
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(urls).toEqual(['/pm/dicts/project_type']);
    expect(result.current.options).toEqual([
      { value: 'education', label: '教育助学' },
      { value: 'medical', label: '医疗救助' },
    ]);
    expect(result.current.label('medical')).toBe('医疗救助');
    expect(result.current.label('retired')).toBe('retired');

    await act(() => changeLocale('en-US'));
    expect(result.current.label('medical')).toBe('Medical aid');
  });
});
