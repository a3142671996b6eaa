import Space from '@arco-design/web-react/es/Space';
import Tag from '@arco-design/web-react/es/Tag';
import Typography from '@arco-design/web-react/es/Typography';
import { useTranslation } from 'react-i18next';
import type { CorrectionRequest } from '@pm/domain/shapes';
import { BENEFICIARY_BUTTONS } from '@pm/domain/workflow';
import { useBtn } from '@pm/web/auth';
import { formatDate } from '@pm/web/i18n';
import { ConfirmAction } from '@pm/web/ui';
import {
  useAcceptCorrectionMutation,
  useGetBeneficiaryCorrectionsQuery,
  useRejectCorrectionMutation,
} from '../../features/beneficiary/api/corrections';
import { NS } from '../../locale';
import { SectionTable } from './section-table';

const COLOURS = { pending: 'orange', accepted: 'green', rejected: 'red' } as const;

/**
 * The corrections the beneficiary asked for in the client portal (a todo of the staff owners opens this tab): who
 * may edit beneficiaries accepts one (saved as an edit, in the operation log) or rejects it with a reason.
 */
export function CorrectionsTab({ id, editable }: { id: number; editable: boolean }) {
  const { t, i18n } = useTranslation(NS);
  const mayDecide = useBtn([BENEFICIARY_BUTTONS.update]) && editable;
  const [accept] = useAcceptCorrectionMutation();
  const [reject] = useRejectCorrectionMutation();
  return (
    <SectionTable<CorrectionRequest>
      result={useGetBeneficiaryCorrectionsQuery(id)}
      empty={t('beneficiary.corrections.empty')}
      minWidth={760}
      columns={[
        {
          title: t('beneficiary.corrections.changes'),
          dataIndex: 'changes',
          render: (changes: CorrectionRequest['changes'], row: CorrectionRequest) => (
            <Space direction="vertical" size={2}>
              {changes.map((change) => (
                <span key={change.field} data-testid={`correction-${row.id}-${change.field}`}>
                  <Typography.Text bold>{t(`beneficiary.corrections.field.${change.field}`)}</Typography.Text>
                  {'：'}
                  <Typography.Text delete type="secondary">
                    {change.from || '-'}
                  </Typography.Text>
                  {' → '}
                  {change.to || '-'}
                </span>
              ))}
              {row.note && (
                <Typography.Text type="secondary">
                  {t('beneficiary.corrections.note')}：{row.note}
                </Typography.Text>
              )}
            </Space>
          ),
        },
        {
          title: t('beneficiary.corrections.createdAt'),
          dataIndex: 'createdAt',
          width: 120,
          render: (value: string) => formatDate(value, i18n.language),
        },
        {
          title: t('beneficiary.corrections.status'),
          dataIndex: 'status',
          width: 200,
          render: (status: CorrectionRequest['status'], row: CorrectionRequest) => (
            <Space direction="vertical" size={2}>
              <Tag color={COLOURS[status]} bordered>
                {t(`beneficiary.corrections.statuses.${status}`)}
              </Tag>
              {row.decidedByName && (
                <Typography.Text type="secondary">
                  {row.decidedByName} {row.decidedAt ? formatDate(row.decidedAt, i18n.language) : ''}
                </Typography.Text>
              )}
              {row.rejectReason && <Typography.Text type="secondary">{row.rejectReason}</Typography.Text>}
            </Space>
          ),
        },
        ...(mayDecide
          ? [
              {
                title: t('beneficiary.corrections.actions'),
                dataIndex: 'id',
                width: 150,
                render: (requestId: number, row: CorrectionRequest) =>
                  row.status === 'pending' ? (
                    <Space size={4}>
                      <ConfirmAction
                        type="text"
                        size="mini"
                        title={t('beneficiary.corrections.acceptConfirm')}
                        onConfirm={() => accept({ id: requestId, beneficiaryId: id }).unwrap()}
                      >
                        {t('beneficiary.corrections.accept')}
                      </ConfirmAction>
                      <ConfirmAction
                        type="text"
                        status="danger"
                        size="mini"
                        needComment
                        commentLabel={t('beneficiary.corrections.reason')}
                        title={t('beneficiary.corrections.rejectConfirm')}
                        onConfirm={(reason) =>
                          reject({ id: requestId, beneficiaryId: id, reason: reason ?? '' }).unwrap()
                        }
                      >
                        {t('beneficiary.corrections.reject')}
                      </ConfirmAction>
                    </Space>
                  ) : (
                    '-'
                  ),
              },
            ]
          : []),
      ]}
    />
  );
}
