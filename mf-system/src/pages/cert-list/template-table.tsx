import Button from '@arco-design/web-react/es/Button';
import Message from '@arco-design/web-react/es/Message';
import Switch from '@arco-design/web-react/es/Switch';
import Table, { type ColumnProps } from '@arco-design/web-react/es/Table';
import IconPlus from '@arco-design/web-react/icon/react-icon/IconPlus';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@pm/web/router';
import type { CertTemplate } from '@pm/domain/certificates/shapes';
import { useGetCertTemplatesQuery, useSaveCertTemplateMutation } from '../../features/cert/api/cert-api';
import { NS } from '../../locale';

/** The templates: few, so one table; enable or disable in place, edit in the designer. */
export function TemplateTable() {
  const { t } = useTranslation([NS, 'common']);
  const navigate = useNavigate();
  const templates = useGetCertTemplatesQuery();
  const [save, saving] = useSaveCertTemplateMutation();
  const toggle = async (template: CertTemplate, enabled: boolean) => {
    const { id, issuedCount: _count, nextNumber: _next, updatedAt: _updated, ...body } = template;
    await save({ id, body: { ...body, enabled } }).unwrap();
    Message.success(t('cert.template.toggled'));
  };
  const columns: ColumnProps<CertTemplate>[] = [
    { title: t('cert.template.name'), dataIndex: 'name' },
    {
      title: t('cert.template.recipientType'),
      dataIndex: 'recipientType',
      render: (type: string) => t(`cert.recipient.${type}`),
    },
    { title: t('cert.template.prefix'), dataIndex: 'prefix' },
    { title: t('cert.template.nextNumber'), dataIndex: 'nextNumber' },
    { title: t('cert.template.issuedCount'), dataIndex: 'issuedCount' },
    {
      title: t('cert.template.enabled'),
      dataIndex: 'enabled',
      render: (enabled: boolean, template) => (
        <Switch
          checked={enabled}
          loading={saving.isLoading && saving.originalArgs?.id === template.id}
          aria-label={`${t('cert.template.enabled')} ${template.name}`}
          onChange={(next) => void toggle(template, next)}
        />
      ),
    },
    {
      title: t('cert.issued.actions'),
      dataIndex: 'id',
      render: (id: number) => (
        <Button type="text" onClick={() => navigate(`/system/cert/create?id=${id}`)}>
          {t('cert.template.edit')}
        </Button>
      ),
    },
  ];
  return (
    <>
      <Button
        type="primary"
        icon={<IconPlus />}
        style={{ marginBottom: 16 }}
        onClick={() => navigate('/system/cert/create')}
      >
        {t('cert.template.create')}
      </Button>
      <Table<CertTemplate>
        rowKey="id"
        columns={columns}
        data={templates.data ?? []}
        loading={templates.isFetching}
        pagination={false}
        scroll={{ x: 800 }}
        noDataElement={t('cert.template.empty')}
      />
    </>
  );
}
