import Alert from '@arco-design/web-react/es/Alert';
import Card from '@arco-design/web-react/es/Card';
import Space from '@arco-design/web-react/es/Space';
import Typography from '@arco-design/web-react/es/Typography';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from '@pm/web/router';
import type { BeneficiaryType } from '@pm/domain/shapes';
import { DetailFallback, RouterLink, StatusTag, useTabParam } from '@pm/web/ui';
import { useGetBeneficiaryQuery } from '../../features/beneficiary/api/get-beneficiary';
import { beneficiaryDetailPath, beneficiaryListPath, idParam } from '../../shared/paths';
import { NS } from '../../locale';
import { BeneficiaryActions } from './beneficiary-actions';
import { DETAIL_TABS, DetailTabs } from './detail-tabs';
import { Profile } from './profile';
import { RecipientCertificates } from '../../shared/components/recipient-certificates';

/** `/related/benefit/{person,company}/detail?id=<id>[&tab=<tab>]`: one beneficiary, its buttons and sections. */
export function BeneficiaryDetailPage({ type }: { type: BeneficiaryType }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [, openTab] = useTabParam(DETAIL_TABS);
  const id = idParam(params.get('id'));
  const { currentData: detail, error, isFetching, refetch } = useGetBeneficiaryQuery(id ?? skipToken);

  if (id === undefined || error || !detail) {
    return (
      <DetailFallback
        noId={id === undefined}
        error={error}
        isFetching={isFetching}
        refetch={refetch}
        notFound={{
          title: t('beneficiary.detail.notFound'),
          back: t('beneficiary.detail.backToList'),
          onBack: () => navigate(beneficiaryListPath(type)),
        }}
      />
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
      <Card>
        <RecipientCertificates type="beneficiary" id={detail.id} />
      </Card>
    </Space>
  );
}
