import Descriptions from '@arco-design/web-react/es/Descriptions';
import Divider from '@arco-design/web-react/es/Divider';
import Drawer from '@arco-design/web-react/es/Drawer';
import Space from '@arco-design/web-react/es/Space';
import Spin from '@arco-design/web-react/es/Spin';
import Tag from '@arco-design/web-react/es/Tag';
import Typography from '@arco-design/web-react/es/Typography';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useTranslation } from 'react-i18next';
import { MATERIAL_CATEGORY_DICT } from '@pm/domain/forms';
import type { MaterialDetail } from '@pm/domain/shapes';
import { formatDateTime } from '@pm/web/i18n';
import { DetailFallback, StatusTag, TimelineView, useCloseGuard, useDict } from '@pm/web/ui';
import { useGetMaterialQuery } from '../../features/material/api/get-material';
import { BorrowingsTable } from '../../features/material/components/borrowings-table';
import { DocumentsSection } from '../../features/material/components/documents-section';
import { MaterialActions } from '../../features/material/components/material-actions';
import { NS } from '../../locale';

function EntryView({ entry }: { entry: MaterialDetail }) {
  const { t, i18n } = useTranslation(NS);
  const categories = useDict(MATERIAL_CATEGORY_DICT);
  const label = (key: string) => t(`material.detail.${key}`);
  const source =
    entry.sourceEntity === null
      ? t('material.source.manual')
      : `${t(`material.source.${entry.sourceEntity}`)} ${entry.sourceCode ?? ''}`.trim();
  return (
    <Space direction="vertical" size="medium" style={{ width: '100%' }}>
      <Space wrap>
        <Typography.Title heading={6} style={{ margin: 0 }}>
          {entry.title}
        </Typography.Title>
        <StatusTag status={entry.status} entity="material" />
        {entry.overdue && <Tag color="red">{t('material.tag.overdue')}</Tag>}
        {entry.retentionOver && <Tag color="orange">{t('material.tag.retentionOver')}</Tag>}
      </Space>
      <MaterialActions entry={entry} />
      <Descriptions
        column={{ xs: 1, sm: 2 }}
        border
        data={[
          { label: label('project'), value: `${entry.projectCode} ${entry.projectName}` },
          { label: label('category'), value: categories.label(entry.category) },
          { label: label('confidentiality'), value: t(`material.confidentiality.${entry.confidentiality}`) },
          { label: label('retentionUntil'), value: entry.retentionUntil },
          { label: label('source'), value: source },
          ...(entry.borrower
            ? [
                {
                  label: label('borrowedBy'),
                  value: t('materialList.column.borrowedUntil', {
                    borrower: entry.borrower,
                    dueOn: entry.dueOn,
                  }),
                },
              ]
            : []),
          { label: label('createdBy'), value: entry.createdBy ?? '-' },
          { label: label('createdAt'), value: formatDateTime(entry.createdAt, i18n.language) },
        ]}
      />
      <Divider orientation="left">{label('documents')}</Divider>
      <DocumentsSection entry={entry} />
      <Divider orientation="left">{label('borrowings')}</Divider>
      <BorrowingsTable borrowings={entry.borrowings} />
      <Divider orientation="left">{label('history')}</Divider>
      <TimelineView
        query={{ data: entry.history, isLoading: false, refetch: () => undefined }}
        texts={{ system: label('system'), empty: label('historyEmpty') }}
      />
    </Space>
  );
}

export interface MaterialDrawerProps {
  /** The entry shown (`?id=` of the list's URL); closed while undefined. */
  id: number | undefined;
  onClose: () => void;
}

/**
 * One entry beside the list: what it is, its steps, its documents with every version (preview, download, new
 * version), its borrowings and its history. Closing while a file is still going up asks first.
 */
export function MaterialDrawer({ id, onClose }: MaterialDrawerProps) {
  const { t } = useTranslation(NS);
  const { currentData: entry, error, isFetching, refetch } = useGetMaterialQuery(id ?? skipToken);
  const { requestClose, guard, modalHolder } = useCloseGuard(onClose);
  return (
    <Drawer
      width="min(980px, 100vw)"
      visible={id !== undefined}
      title={entry ? t('material.detail.title', { code: entry.code }) : t('material.detail.loading')}
      onCancel={requestClose}
      escToExit
      footer={null}
    >
      {modalHolder}
      {entry ? (
        <Spin loading={isFetching} style={{ display: 'block' }}>
          {guard(<EntryView entry={entry} />)}
        </Spin>
      ) : (
        <DetailFallback
          noId={false}
          error={error}
          isFetching={isFetching}
          refetch={refetch}
          notFound={{
            title: t('materialList.notFound'),
            back: t('materialList.backToList'),
            onBack: onClose,
          }}
        />
      )}
    </Drawer>
  );
}
