import Alert from '@arco-design/web-react/es/Alert';
import Button from '@arco-design/web-react/es/Button';
import Card from '@arco-design/web-react/es/Card';
import Result from '@arco-design/web-react/es/Result';
import Skeleton from '@arco-design/web-react/es/Skeleton';
import Space from '@arco-design/web-react/es/Space';
import Typography from '@arco-design/web-react/es/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { BeneficiaryType } from '@pm/domain/shapes';
import type { SerializedApiError } from '@pm/web/api';
import { QueryState, RouterLink, StatusTag, useTabParam } from '@pm/web/ui';
import { useGetBeneficiaryQuery } from '../../features/beneficiary/api/get-beneficiary';
import { beneficiaryDetailPath, beneficiaryListPath, idParam } from '../../shared/paths';
import { NS } from '../../locale';
import { BeneficiaryActions } from './beneficiary-actions';
import { DETAIL_TABS, DetailTabs } from './detail-tabs';
import { Profile } from './profile';

const isNotFound = (error: unknown) => (error as SerializedApiError | undefined)?.httpStatus === 404;

/** `/related/benefit/{person,company}/detail?id=<id>[&tab=<tab>]`: one beneficiary, its buttons and sections. */
export function BeneficiaryDetailPage({ type }: { type: BeneficiaryType }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [, openTab] = useTabParam(DETAIL_TABS);
  const id = idParam(params.get('id'));
  const { currentData: detail, error, isFetching, refetch } = useGetBeneficiaryQuery(id ?? skipToken);

  if (id === undefined || isNotFound(error)) {
    return (
      <Card>
        <Result
          status="404"
          title={t('beneficiary.detail.notFound')}
          extra={
            <Button type="primary" onClick={() => navigate(beneficiaryListPath(type))}>
              {t('beneficiary.detail.backToList')}
            </Button>
          }
        />
      </Card>
    );
  }
  if (error || !detail) {
    return (
      <Card>
        <QueryState isLoading={isFetching} error={error} refetch={refetch}>
          <Skeleton animation text={{ rows: 6 }} />
        </QueryState>
      </Card>
    );
  }
  const showPayments = () => openTab('payments');
  return (
    <Space direction="vertical" size="medium" style={{ width: '100%' }}>
      <Card
        title={
          <Space wrap>
            <Typography.Title heading={5} style={{ margin: 0 }}>
              {detail.name}
            </Typography.Title>
            <StatusTag status={detail.status} />
          </Space>
        }
      >
        <div style={{ marginBottom: 16 }}>
          <BeneficiaryActions detail={detail} onMerged={showPayments} />
        </div>
        {detail.mergedInto && (
          <Alert
            type="warning"
            style={{ marginBottom: 16 }}
            content={
              <>
                {t('beneficiary.detail.mergedInto')}{' '}
                <RouterLink to={beneficiaryDetailPath(detail.mergedInto.type, detail.mergedInto.id)}>
                  {detail.mergedInto.name}
                </RouterLink>
              </>
            }
          />
        )}
        <Profile detail={detail} />
      </Card>
      <Card>
        <DetailTabs detail={detail} />
      </Card>
    </Space>
  );
}
