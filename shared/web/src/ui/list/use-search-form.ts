import { useEffect } from 'react';
import Form, { type FormInstance } from '@arco-design/web-react/es/Form';
import type { ListQuery } from './list-query';

export type SearchChange = Pick<ListQuery, 'keyword' | 'filters'>;

/** What `setFieldsValue` takes: some or all of the form's values. */
type FormValues<Values> = Parameters<FormInstance<Values>['setFieldsValue']>[0];

/** What every list page's search form takes (and hands to `useSearchForm`). */
export interface ListSearchFormProps {
  /** The list's query as the URL holds it: the form shows it, also after back/forward. */
  query: ListQuery;
  /** Writes the new keyword and filters to the URL (which also goes back to page 1). */
  onSearch: (change: SearchChange) => void;
}

export interface UseSearchFormOptions<Values> extends ListSearchFormProps {
  /** The form's values for a query; keep it stable (module level or `useCallback`): it is an effect's dependency. */
  toValues: (query: ListQuery) => FormValues<Values>;
  /** The URL filters for the form's values (the keyword is taken care of). */
  toFilters: (values: Values) => ListQuery['filters'];
  /** The filters Reset leaves in the URL; none unless given. */
  resetFilters?: ListQuery['filters'];
}

/**
 * The state of a list's search form: filled from the URL, Search writes the trimmed keyword and the filters, Reset
 * clears the form and the URL's filters.
 */
export function useSearchForm<Values extends { keyword?: string }>({
  query,
  onSearch,
  toValues,
  toFilters,
  resetFilters = {},
}: UseSearchFormOptions<Values>) {
  const [form] = Form.useForm<Values>();

  useEffect(() => {
    form.setFieldsValue(toValues(query));
  }, [form, toValues, query]);

  const search = (values: Values) =>
    onSearch({ keyword: values.keyword?.trim() || undefined, filters: toFilters(values) });

  const reset = () => {
    form.resetFields();
    onSearch({ keyword: undefined, filters: resetFilters });
  };

  return { form, search, reset };
}
