import Button from '@arco-design/web-react/es/Button';
import Modal from '@arco-design/web-react/es/Modal';
import Popconfirm from '@arco-design/web-react/es/Popconfirm';
import Table from '@arco-design/web-react/es/Table';
import Tag from '@arco-design/web-react/es/Tag';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@pm/web/i18n';
import { RowCards, useNarrowScreen } from '@pm/web/ui';
import type { RemoteReleaseRow, RemoteReleaseSummary } from '@pm/domain/shapes';
import { useActivateRemoteReleaseMutation, useRestoreBootstrapRemoteMutation } from './remotes-api';
import styles from './remotes.module.css';

interface ReleaseListProps {
  summary: RemoteReleaseSummary | null;
  onClose: () => void;
  onChanged: () => void;
}

/** Every kept release of one remote, newest first; any ready one can be made active (roll forward or back). */
export function ReleaseList({ summary, onClose, onChanged }: ReleaseListProps) {
  const { t } = useTranslation('shell');
  const [activate, activating] = useActivateRemoteReleaseMutation();
  const [restore, restoring] = useRestoreBootstrapRemoteMutation();
  // A phone gets the rows as cards (the same columns): a table's last column would not fit beside the others.
  const narrow = useNarrowScreen();
  const columns = [
    { title: t('remotes.version'), dataIndex: 'version' },
    {
      title: t('remotes.status'),
      render: (_: unknown, row: RemoteReleaseRow) =>
        row.active ? (
          <Tag color="green">{t('remotes.active')}</Tag>
        ) : row.status === 'refused' ? (
          <span className={styles.error}>{row.problems.join('; ')}</span>
        ) : (
          <Tag>{t('remotes.kept')}</Tag>
        ),
    },
    {
      title: t('remotes.releasedBy'),
      render: (_: unknown, row: RemoteReleaseRow) =>
        `${row.releasedBy ?? t('remotes.commandLine')} · ${formatDateTime(row.releasedAt)}`,
    },
    {
      // Untitled on a phone: the cards show a row's actions as its footer.
      title: narrow ? undefined : t('remotes.action'),
      render: (_: unknown, row: RemoteReleaseRow) =>
        row.status === 'ready' &&
        !row.active && (
          <Popconfirm
            title={t('remotes.activateConfirm', { version: row.version })}
            onOk={() =>
              activate(row.id)
                .unwrap()
                .then(onChanged, () => undefined)
            }
          >
            <Button size="mini" type="primary" loading={activating.isLoading}>
              {t('remotes.activate')}
            </Button>
          </Popconfirm>
        ),
    },
  ];
  return (
    <Modal
      visible={summary !== null}
      title={t('remotes.releasesOf', { remote: summary?.folder ?? '' })}
      footer={null}
      onCancel={onClose}
      style={{ width: 720, maxWidth: 'calc(100vw - 32px)' }}
    >
      {summary && (
        <>
          {narrow ? (
            <RowCards columns={columns} data={summary.releases} />
          ) : (
            <Table rowKey="id" size="small" pagination={false} columns={columns} data={summary.releases} />
          )}
          {summary.activeId !== null && (
            <Popconfirm
              title={t('remotes.bootstrapConfirm')}
              onOk={() =>
                restore(summary.remote)
                  .unwrap()
                  .then(onChanged, () => undefined)
              }
            >
              <Button className={styles.bootstrap} size="small" loading={restoring.isLoading}>
                {t('remotes.useBootstrap')}
              </Button>
            </Popconfirm>
          )}
        </>
      )}
    </Modal>
  );
}
