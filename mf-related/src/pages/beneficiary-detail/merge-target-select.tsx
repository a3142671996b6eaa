import { useState } from 'react';
import Select from '@arco-design/web-react/es/Select';
import { useTranslation } from 'react-i18next';
import type { BeneficiaryType } from '@pm/domain/shapes';
import { useSettled } from '@pm/web/ui';
import { useGetBeneficiariesQuery } from '../../features/beneficiary/api/get-beneficiaries';
import { NS } from '../../locale';

export interface MergeTargetSelectProps {
  type: BeneficiaryType;
  /** The record being merged into: never offered. */
  excludeId: number;
  value?: number;
  onChange: (id: number | undefined) => void;
}

/** Searches the other record of the same kind by name, or a whole ID number or mobile (the list's keyword). */
export function MergeTargetSelect({ type, excludeId, value, onChange }: MergeTargetSelectProps) {
  const { t } = useTranslation(NS);
  const [keyword, setKeyword] = useState('');
  const settled = useSettled(keyword.trim());
  const { data, isFetching } = useGetBeneficiariesQuery({
    type,
    pageSize: 20,
    ...(settled ? { keyword: settled } : {}),
  });
  const rows = (data?.list ?? []).filter((row) => row.id !== excludeId && row.status !== 'merged');
  return (
    <Select
      showSearch
      allowClear
      filterOption={false}
      style={{ width: '100%' }}
      placeholder={t(`beneficiary.search.${type}`)}
      aria-label={t('beneficiary.merge.other')}
      loading={isFetching}
      value={value}
      onSearch={setKeyword}
      onChange={(id?: number) => onChange(id)}
      notFoundContent={t('beneficiary.merge.noneFound')}
    >
      {rows.map((row) => (
        <Select.Option key={row.id} value={row.id}>
          {row.name} · {row.idNumber || '-'} · {row.birthDate ?? row.mobile}
        </Select.Option>
      ))}
    </Select>
  );
}
