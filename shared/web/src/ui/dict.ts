import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/rtk-api';
import type { DictItem } from '@pm/domain/shapes';
import { currentLocale } from '../i18n/locale';

const dictApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDict: build.query<DictItem[], string>({
      query: (code) => `/pm/dicts/${encodeURIComponent(code)}`,
      providesTags: (_items, _error, code) => [{ type: 'Dict', id: code }],
      // Lookup lists change rarely: keep them while the user moves between pages.
      keepUnusedDataFor: 600,
    }),
  }),
});

export const { useGetDictQuery } = dictApi;

const NO_ITEMS: DictItem[] = [];

/**
 * A lookup list (`GET /pm/dicts/:code`): its items, Select options and a label for a stored value, in the current
 * language. A value the list does not hold (retired, or still loading) is shown as stored.
 */
export function useDict(code: string) {
  useTranslation(); // re-renders on a language change
  const english = currentLocale() === 'en-US';
  const { data, isLoading } = useGetDictQuery(code);
  const items = data ?? NO_ITEMS;
  const options = useMemo(
    () => items.map((item) => ({ value: item.value, label: english ? item.labelEn : item.labelZh })),
    [items, english],
  );
  const label = useCallback(
    (value: string) => options.find((option) => option.value === value)?.label ?? value,
    [options],
  );
  return { items, options, label, isLoading };
}
