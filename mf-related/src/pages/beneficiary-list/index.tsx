import type { ColumnProps } from '@arco-design/web-react/es/Table';
import { useTranslation } from 'react-i18next';
import type { BeneficiaryListItem, BeneficiaryType } from '@pm/domain/shapes';
import { ListCard, dateColumn } from '@pm/web/ui';
import { useGetBeneficiariesQuery } from '../../features/beneficiary/api/get-beneficiaries';
import { NS } from '../../locale';

/** Beneficiaries of one type. ID numbers and mobiles arrive masked from the server. */
export function BeneficiaryListPage({ type }: { type: BeneficiaryType }) {
  const { t, i18n } = useTranslation(NS);
  const columns: ColumnProps<BeneficiaryListItem>[] = [
    { title: t(`beneficiary.name.${type}`), dataIndex: 'name', sorter: true, width: 200 },
    { title: t(`beneficiary.idNumber.${type}`), dataIndex: 'idNumber', width: 210 },
    { title: t('beneficiary.mobile'), dataIndex: 'mobile', width: 140 },
    { title: t('beneficiary.area'), dataIndex: 'areaCode', width: 110 },
    { title: t('beneficiary.address'), dataIndex: 'address', ellipsis: true },
    dateColumn<BeneficiaryListItem>(t('beneficiary.createdAt'), 'createdAt', i18n.language),
  ];
  return (
    <ListCard
      key={type}
      title={t(`beneficiary.title.${type}`)}
      searchPlaceholder={t(`beneficiary.search.${type}`)}
      useList={useGetBeneficiariesQuery}
      fixedParams={{ type }}
      columns={columns}
    />
  );
}
