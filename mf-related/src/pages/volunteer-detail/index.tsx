import { useState } from 'react';
import Button from '@arco-design/web-react/es/Button';
import Card from '@arco-design/web-react/es/Card';
import Space from '@arco-design/web-react/es/Space';
import Typography from '@arco-design/web-react/es/Typography';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from '@pm/web/router';
import { VOLUNTEER_BUTTONS } from '@pm/domain/workflow';
import { Btn } from '@pm/web/auth';

import { DetailFallback, StatusTag } from '@pm/web/ui';
import { useGetVolunteerQuery } from '../../features/volunteer/api/get-volunteer';
import { VolunteerActions } from '../../features/volunteer/components/volunteer-actions';
import { VolunteerDrawer } from '../../features/volunteer/components/volunteer-drawer';
import { NS } from '../../locale';
import { VOLUNTEER_LIST_PATH, idParam } from '../../shared/paths';
import { HoursCard } from './hours-card';
import { VolunteerProfile } from './profile';
import { ServicesTable } from './services-table';
import { RecipientCertificates } from '../../shared/components/recipient-certificates';

/** `/related/volunteer/detail?id=<id>`: one volunteer, its status steps, its hours and its service records. */
export function VolunteerDetailPage() {
  const { t } = useTranslation([NS, 'common']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const { currentData: volunteer, error, isFetching, refetch } = useGetVolunteerQuery(id ?? skipToken);
  // The volunteer whose edit is open: following the drawer's link to another volunteer closes it.
  const [editingId, setEditingId] = useState<number | null>(null);
  const editing = editingId !== null && editingId === id;

  if (id === undefined || error || !volunteer) {
    return (
      <DetailFallback
        noId={id === undefined}
        error={error}
        isFetching={isFetching}
        refetch={refetch}
        notFound={{
          title: t('volunteerDetail.notFound'),
          back: t('volunteerDetail.backToList'),
          onBack: () => navigate(VOLUNTEER_LIST_PATH),
        }}
      />
    );
  }
  return (
    <Space direction="vertical" size="medium" style={{ width: '100%' }}>
      <Card>
        <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
          <Space wrap>
            <Typography.Title heading={5} style={{ margin: 0 }}>
              {volunteer.name}
            </Typography.Title>
            <Typography.Text type="secondary">{volunteer.code}</Typography.Text>
            <StatusTag status={volunteer.status} />
          </Space>
          <Space wrap>
            <VolunteerActions volunteer={volunteer} />
            <Btn codes={[VOLUNTEER_BUTTONS.update]}>
              <Button onClick={() => setEditingId(volunteer.id)}>{t('volunteerDetail.edit')}</Button>
            </Btn>
          </Space>
        </Space>
      </Card>
      <Card>
        <VolunteerProfile volunteer={volunteer} />
      </Card>
      <Card>
        <HoursCard volunteer={volunteer} />
      </Card>
      <Card>
        <ServicesTable volunteer={volunteer} />
      </Card>
      <Card>
        <RecipientCertificates type="volunteer" id={volunteer.id} />
      </Card>
      <VolunteerDrawer
        visible={editing}
        volunteer={editing ? volunteer : null}
        onClose={() => setEditingId(null)}
      />
    </Space>
  );
}
