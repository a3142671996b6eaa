import { useState } from 'react';
import Empty from '@arco-design/web-react/es/Empty';
import Radio from '@arco-design/web-react/es/Radio';
import Space from '@arco-design/web-react/es/Space';
import { useTranslation } from 'react-i18next';
import type { AgreementListItem } from '@pm/shared/contracts';
import { useGetAgreementsQuery } from '../../features/agreement/api/get-agreements';
import { NS } from '../../locale';
import { AgreementView } from './agreement-view';
import { QueryState } from './query-state';

/** A project has few agreements; all of them fit one page. */
const AGREEMENTS_PAGE_SIZE = 50;

/** The one in force, else the newest. */
function defaultAgreement(list: AgreementListItem[]): AgreementListItem | undefined {
  return list.find((agreement) => agreement.status === 'active') ?? list[0];
}

/** The project's agreements; one at a time in full (its instalments, schedule, clauses and files). */
export function AgreementTab({ projectId }: { projectId: number }) {
  const { t } = useTranslation(NS);
  const [chosen, setChosen] = useState<number | null>(null);
  const { data, isLoading, error, refetch } = useGetAgreementsQuery({
    projectId,
    pageSize: AGREEMENTS_PAGE_SIZE,
  });
  const list = data?.list ?? [];
  const shownId = chosen ?? defaultAgreement(list)?.id;

  return (
    <QueryState isLoading={isLoading} error={error} refetch={refetch}>
      {shownId === undefined ? (
        <Empty description={t('detail.agreement.none')} />
      ) : (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          {list.length > 1 && (
            <Radio.Group
              type="button"
              value={shownId}
              onChange={(id: number) => setChosen(id)}
              options={list.map((agreement) => ({ value: agreement.id, label: agreement.number }))}
            />
          )}
          <AgreementView id={shownId} />
        </Space>
      )}
    </QueryState>
  );
}
