import DatePicker from '@arco-design/web-react/es/DatePicker';
import Form from '@arco-design/web-react/es/Form';
import Input from '@arco-design/web-react/es/Input';
import { useTranslation } from 'react-i18next';
import { LOG_ENTITIES, LOG_MODULES } from '@pm/domain/audit';
import { SearchForm, SelectField, useSearchForm, type ListSearchFormProps } from '@pm/web/ui';
import { LOG_ACTIONS, actionText, entityText } from '../../features/log/log-words';
import { NS } from '../../locale';
import { toFilters, toSearchValues, type SearchValues } from './search-values';

const fullWidth = { width: '100%' };

export type LogSearchFormProps = ListSearchFormProps;

/** The log's search: who, module, action, record (kind and number), days and address; all land in the URL. */
export function LogSearchForm({ query, onSearch }: LogSearchFormProps) {
  const { t } = useTranslation(NS);
  const { form, search, reset } = useSearchForm<SearchValues>({
    query,
    onSearch,
    toValues: toSearchValues,
    toFilters: (values) => toFilters(values, query.filters.userId),
  });
  const all = t('log.search.all');
  const entities = Object.values(LOG_ENTITIES).flat();

  return (
    <SearchForm<SearchValues> form={form} label={t('log.search.title')} onSearch={search} onReset={reset}>
      <Form.Item label={t('log.search.who')} field="who">
        <Input allowClear placeholder={t('log.search.whoHint')} />
      </Form.Item>
      <SelectField
        label={t('log.column.module')}
        field="module"
        placeholder={all}
        options={LOG_MODULES.map((value) => ({ value, label: t(`log.module.${value}`) }))}
      />
      <SelectField
        label={t('log.column.action')}
        field="action"
        placeholder={all}
        showSearch
        options={LOG_ACTIONS.map((value) => ({ value, label: actionText(t, value) }))}
      />
      <SelectField
        label={t('log.search.entity')}
        field="entity"
        placeholder={all}
        showSearch
        options={entities.map((value) => ({ value, label: entityText(t, value) }))}
      />
      <Form.Item label={t('log.search.entityId')} field="entityId">
        <Input allowClear placeholder={t('log.search.entityIdHint')} />
      </Form.Item>
      <Form.Item label={t('log.search.days')} field="dateRange">
        <DatePicker.RangePicker style={fullWidth} />
      </Form.Item>
      <Form.Item label={t('log.column.ip')} field="ip">
        <Input allowClear placeholder={t('log.search.ipHint')} />
      </Form.Item>
    </SearchForm>
  );
}
