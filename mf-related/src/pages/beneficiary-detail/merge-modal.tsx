import { useEffect, useState } from 'react';
import Alert from '@arco-design/web-react/es/Alert';
import Button from '@arco-design/web-react/es/Button';
import Modal from '@arco-design/web-react/es/Modal';
import Radio from '@arco-design/web-react/es/Radio';
import Space from '@arco-design/web-react/es/Space';
import Table from '@arco-design/web-react/es/Table';
import Typography from '@arco-design/web-react/es/Typography';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useTranslation } from 'react-i18next';
import { mergeGroupLabels, type BeneficiaryDetail, type MergePreview } from '@pm/domain/shapes';
import { currentLocale } from '@pm/web/i18n';
import { ConfirmAction, QueryState } from '@pm/web/ui';
import { useGetMergePreviewQuery } from '../../features/beneficiary/api/get-merge-preview';
import { useGetRecordDuplicatesQuery } from '../../features/beneficiary/api/get-record-duplicates';
import { useMergeBeneficiariesMutation } from '../../features/beneficiary/api/merge-beneficiaries';
import {
  groupEntries,
  initialPick,
  sameInGroup,
  type MergeSide,
} from '../../features/beneficiary/merge-values';
import { NS } from '../../locale';
import { MergeTargetSelect } from './merge-target-select';
import { useShownValue } from './shown-value';

export interface MergeModalProps {
  /** The record whose page this is: it survives. */
  survivor: BeneficiaryDetail;
  visible: boolean;
  onClose: () => void;
  /** After the merge: the survivor's page shows what moved to it. */
  onMerged: () => void;
}

function GroupChoices({
  preview,
  pick,
  onPick,
}: {
  preview: MergePreview;
  pick: Record<string, MergeSide>;
  onPick: (group: string, side: MergeSide) => void;
}) {
  const { t } = useTranslation(NS);
  const english = currentLocale() === 'en-US';
  const shown = useShownValue();
  const cell = (record: BeneficiaryDetail, group: string) =>
    groupEntries(record, group)
      .map(([field, value]) => shown(record, field, value))
      .filter(Boolean)
      .join(' / ') || '-';
  const side = (group: string, which: MergeSide, record: BeneficiaryDetail) => (
    <Radio
      value={which}
      checked={pick[group] === which}
      disabled={sameInGroup(preview, group)}
      onChange={() => onPick(group, which)}
      aria-label={`${mergeGroupLabels[group]?.[english ? 1 : 0] ?? group}: ${t(`beneficiary.merge.side.${which}`)}`}
    >
      {cell(record, group)}
    </Radio>
  );
  return (
    <Table
      rowKey="group"
      pagination={false}
      scroll={{ x: 560 }}
      data={preview.groups.map((group) => ({ group }))}
      columns={[
        {
          key: 'field',
          title: t('beneficiary.merge.field'),
          dataIndex: 'group',
          width: 130,
          render: (group: string) => mergeGroupLabels[group]?.[english ? 1 : 0] ?? group,
        },
        {
          key: 'survivor',
          title: t('beneficiary.merge.keepsThis', { name: preview.survivor.name }),
          dataIndex: 'group',
          render: (group: string) => side(group, 'survivor', preview.survivor),
        },
        {
          key: 'other',
          title: t('beneficiary.merge.mergedAway', { name: preview.other.name }),
          dataIndex: 'group',
          render: (group: string) => side(group, 'other', preview.other),
        },
      ]}
    />
  );
}

/**
 * Merges another record of the same kind into this one: pick it (search), choose per field group whose value
 * survives, see what moves (projects, payments, history…), confirm. The other record becomes `merged` and points
 * here.
 */
export function MergeModal({ survivor, visible, onClose, onMerged }: MergeModalProps) {
  const { t } = useTranslation([NS, 'common']);
  const [otherId, setOtherId] = useState<number | undefined>();
  const [pick, setPick] = useState<Record<string, MergeSide>>({});
  const preview = useGetMergePreviewQuery(otherId && visible ? { id: survivor.id, otherId } : skipToken);
  const [merge] = useMergeBeneficiariesMutation();
  const data = otherId ? preview.currentData : undefined;
  const suggested = useGetRecordDuplicatesQuery(visible ? survivor.id : skipToken).data?.list ?? [];

  useEffect(() => {
    if (data) setPick(initialPick(data));
  }, [data]);

  const close = () => {
    setOtherId(undefined);
    onClose();
  };

  const run = async () => {
    if (!data) return;
    await merge({
      id: survivor.id,
      otherId: data.other.id,
      version: data.survivor.version,
      otherVersion: data.other.version,
      pick,
    }).unwrap();
    setOtherId(undefined);
    onMerged();
  };

  return (
    <Modal
      visible={visible}
      title={t('beneficiary.merge.title', { name: survivor.name })}
      onCancel={close}
      style={{ width: 760, maxWidth: '100%' }}
      unmountOnExit
      footer={
        <Space>
          <Button onClick={close}>{t('common.cancel', { ns: 'common' })}</Button>
          <ConfirmAction
            type="primary"
            status="danger"
            disabled={!data}
            title={t('beneficiary.merge.confirm', { other: data?.other.name ?? '', name: survivor.name })}
            onConfirm={run}
          >
            {t('action.merge', { ns: 'common' })}
          </ConfirmAction>
        </Space>
      }
    >
      <Space direction="vertical" size="medium" style={{ width: '100%' }}>
        <Typography.Text>{t('beneficiary.merge.pickOther')}</Typography.Text>
        <MergeTargetSelect
          type={survivor.type}
          excludeId={survivor.id}
          value={otherId}
          onChange={setOtherId}
        />
        {!otherId && suggested.length > 0 && (
          <Space wrap>
            <Typography.Text type="secondary">{t('beneficiary.merge.suggested')}</Typography.Text>
            {suggested.map((candidate) => (
              <Button key={candidate.id} size="small" onClick={() => setOtherId(candidate.id)}>
                {candidate.name} · {candidate.idNumber || candidate.mobile || '-'}
              </Button>
            ))}
          </Space>
        )}
        {otherId && (
          <QueryState isLoading={preview.isFetching && !data} error={preview.error} refetch={preview.refetch}>
            {data && (
              <>
                <Alert
                  type="info"
                  content={t('beneficiary.merge.moves', {
                    projects: data.links.projects,
                    payments: data.links.appropriations,
                    agreements: data.links.agreements,
                    reports: data.links.reports,
                    accounts: data.links.clientAccounts,
                    files: data.links.files,
                    history: data.links.history,
                  })}
                />
                <GroupChoices
                  preview={data}
                  pick={pick}
                  onPick={(group, side) => setPick((current) => ({ ...current, [group]: side }))}
                />
              </>
            )}
          </QueryState>
        )}
      </Space>
    </Modal>
  );
}
