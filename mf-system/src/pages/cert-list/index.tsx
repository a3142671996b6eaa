import { useMemo, useState } from 'react';
import Button from '@arco-design/web-react/es/Button';
import Card from '@arco-design/web-react/es/Card';
import Message from '@arco-design/web-react/es/Message';
import Space from '@arco-design/web-react/es/Space';
import { useTranslation } from 'react-i18next';
import type { Certificate } from '@pm/domain/certificates/shapes';
import { ListFrame, UrlTabs, toRequestParams, useListQuery } from '@pm/web/ui';
import {
  useGetCertTemplatesQuery,
  useGetCertificatesQuery,
  useRevokeCertificateMutation,
} from '../../features/cert/api/cert-api';
import { IssueModal, type IssueMode } from '../../features/cert/components/issue-modal';
import { NS } from '../../locale';
import { certificateColumns } from './columns';
import { CERT_FILTERS, CertSearchForm } from './search';
import { TemplateTable } from './template-table';

const TABS = ['templates', 'issued'] as const;

/** Issued certificates: searched, filtered, sorted and paged in the URL; issue one or a batch; revoke; PDF. */
function IssuedList() {
  const { t } = useTranslation([NS, 'common']);
  const { query, update } = useListQuery(CERT_FILTERS);
  const result = useGetCertificatesQuery(toRequestParams(query));
  const templates = useGetCertTemplatesQuery();
  const [revoke] = useRevokeCertificateMutation();
  const [issuing, setIssuing] = useState<IssueMode | null>(null);
  const columns = useMemo(
    () =>
      certificateColumns(t, async (certificate: Certificate, reason: string) => {
        await revoke({ id: certificate.id, reason, version: certificate.version }).unwrap();
        Message.success(t('cert.action.revoked'));
      }),
    [t, revoke],
  );
  return (
    <ListFrame<Certificate>
      title={t('cert.tab.issued')}
      search={<CertSearchForm query={query} onSearch={update} templates={templates.data ?? []} />}
      actions={
        <Space wrap>
          <Button type="primary" onClick={() => setIssuing('one')}>
            {t('cert.issue.one')}
          </Button>
          <Button onClick={() => setIssuing('batch')}>{t('cert.issue.batch')}</Button>
        </Space>
      }
      result={result}
      columns={columns}
      query={query}
      onQueryChange={update}
      scroll={{ x: 1200 }}
      emptyText={t('cert.issued.empty')}
    >
      <IssueModal mode={issuing} templates={templates.data ?? []} onClose={() => setIssuing(null)} />
    </ListFrame>
  );
}

/** `/system/cert`: certificate templates and the certificates issued from them. */
export function CertListPage() {
  const { t } = useTranslation([NS, 'common']);
  return (
    <Card title={t('cert.title')}>
      <UrlTabs
        tabs={TABS}
        fresh
        title={(tab) => t(`cert.tab.${tab}`)}
        pane={(tab) => (tab === 'templates' ? <TemplateTable /> : <IssuedList />)}
      />
    </Card>
  );
}
