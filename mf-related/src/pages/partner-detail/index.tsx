import Alert from '@arco-design/web-react/es/Alert';
import Card from '@arco-design/web-react/es/Card';
import Space from '@arco-design/web-react/es/Space';
import Tag from '@arco-design/web-react/es/Tag';
import Typography from '@arco-design/web-react/es/Typography';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from '@pm/web/router';

import { DetailFallback } from '@pm/web/ui';
import { PARTNER_BUTTONS } from '@pm/domain/workflow';
import { Btn } from '@pm/web/auth';
import { useGetPartnerQuery } from '../../features/partner/api/get-partner';
import { BlacklistTag } from '../../features/partner/components/partner-tags';
import { idParam, partnerListPath } from '../../features/partner/partner-paths';
import { NS } from '../../locale';
import { DonationButton } from './donation-form';
import { PartnerActions } from './partner-actions';
import {
  ContactsSection,
  CooperationSection,
  DonationsSection,
  PriceFilesSection,
  ProfileSection,
  QualificationsSection,
} from './partner-sections';
import { RecipientCertificates } from '../../shared/components/recipient-certificates';

/** `/related/partner/detail?id=<id>`: one partner, its buttons and its sections. */
export function PartnerDetailPage() {
  const { t, i18n } = useTranslation(NS);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const { currentData: partner, error, isFetching, refetch } = useGetPartnerQuery(id ?? skipToken);

  if (id === undefined || error || !partner) {
    return (
      <DetailFallback
        noId={id === undefined}
        error={error}
        isFetching={isFetching}
        refetch={refetch}
        notFound={{
          title: t('partnerDetail.notFound'),
          back: t('partnerDetail.backToList'),
          onBack: () => navigate(partnerListPath('company')),
        }}
      />
    );
  }
  return (
    <Space direction="vertical" size="medium" style={{ width: '100%' }}>
      <Card>
        <Space direction="vertical" style={{ width: '100%' }}>
          <Space wrap align="center">
            <Typography.Title heading={5} style={{ margin: 0 }}>
              {partner.name}
            </Typography.Title>
            <Tag color="arcoblue">{t(`partner.type.${partner.type}`)}</Tag>
            {partner.blacklist && <BlacklistTag reason={partner.blacklist.reason} />}
          </Space>
          {partner.blacklist && (
            <Alert
              type="error"
              title={t('partnerDetail.blacklistedTitle')}
              content={t('partnerDetail.blacklistedBy', {
                reason: partner.blacklist.reason,
                by: partner.blacklist.byName ?? '-',
                at: new Date(partner.blacklist.at).toLocaleString(i18n.language),
              })}
            />
          )}
          <PartnerActions partner={partner} />
        </Space>
      </Card>
      <Card title={t('partnerDetail.profile')}>
        <ProfileSection partner={partner} />
      </Card>
      <Card title={t('partnerDetail.contacts')}>
        <ContactsSection partner={partner} />
      </Card>
      {partner.type !== 'supporter' && (
        <Card title={t('partnerDetail.qualifications')}>
          <QualificationsSection partner={partner} />
        </Card>
      )}
      {partner.type === 'supplier' && (
        <Card title={t('partnerDetail.priceFiles')}>
          <PriceFilesSection partner={partner} />
        </Card>
      )}
      {partner.type === 'supporter' && (
        <Card
          title={t('partnerDetail.donations', { total: partner.donationTotal })}
          extra={
            <Btn codes={[PARTNER_BUTTONS.update]}>
              <DonationButton partner={partner} />
            </Btn>
          }
        >
          <DonationsSection partner={partner} />
        </Card>
      )}
      <Card title={t('partnerDetail.cooperation')}>
        <CooperationSection partner={partner} />
      </Card>
      <Card>
        <RecipientCertificates
          type={partner.type === 'supporter' ? 'supporter' : 'partner'}
          id={partner.id}
        />
      </Card>
    </Space>
  );
}
