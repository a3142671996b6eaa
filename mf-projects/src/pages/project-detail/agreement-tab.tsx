import { useState } from 'react';
import Empty from '@arco-design/web-react/es/Empty';
import Radio from '@arco-design/web-react/es/Radio';
import Space from '@arco-design/web-react/es/Space';
import { useTranslation } from 'react-i18next';
import type { AgreementListItem } from '@pm/domain/shapes';
import { QueryState, RouterLink } from '@pm/web/ui';
import { agreementPath } from '../../shared/paths';
import { useGetAgreementQuery } from '../../features/agreement/api/get-agreement';
import { useGetProjectAgreementsQuery } from '../../features/agreement/api/get-agreements';
import { AgreementView } from '../../features/agreement/components/agreement-view';
import { NS } from '../../locale';

/** The one in force, else the newest. */
function defaultAgreement(list: AgreementListItem[]): AgreementListItem | undefined {
  return list.find((agreement) => agreement.status === 'active') ?? list[0];
}

/** One agreement in full, with a way to its own page (its actions and drafts live there). */
function ShownAgreement({ id }: { id: number }) {
  const { t } = useTranslation(NS);
  const { currentData: agreement, isFetching, error, refetch } = useGetAgreementQuery(id);
  return (
    <QueryState isLoading={isFetching && !agreement} error={error} refetch={refetch}>
      {agreement && (
        <>
          <RouterLink to={agreementPath(agreement.id)}>{t('detail.agreement.open')}</RouterLink>
          <AgreementView agreement={agreement} />
        </>
      )}
    </QueryState>
  );
}

/** The project's agreements; one at a time in full (its instalments, schedule, clauses and files). */
export function AgreementTab({ projectId }: { projectId: number }) {
  const { t } = useTranslation(NS);
  const [chosen, setChosen] = useState<number | null>(null);
  const { data, isLoading, error, refetch } = useGetProjectAgreementsQuery(projectId);
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
          <ShownAgreement id={shownId} />
        </Space>
      )}
    </QueryState>
  );
}
