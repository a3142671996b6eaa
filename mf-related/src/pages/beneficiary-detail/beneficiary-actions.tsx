import { useState } from 'react';
import Button from '@arco-design/web-react/es/Button';
import Message from '@arco-design/web-react/es/Message';
import Space from '@arco-design/web-react/es/Space';
import IconEdit from '@arco-design/web-react/icon/react-icon/IconEdit';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@pm/web/router';
import { Btn, usePermissionSubject } from '@pm/web/auth';
import { hasButtonPermission } from '@pm/domain/auth';
import type { BeneficiaryDetail } from '@pm/domain/shapes';
import {
  BENEFICIARY_BUTTONS,
  BENEFICIARY_STATUS_ACTIONS,
  allowedActions,
  beneficiaryMachine,
} from '@pm/domain/workflow';
import { ConfirmAction } from '@pm/web/ui';
import { useBeneficiaryStatusMutation } from '../../features/beneficiary/api/beneficiary-status';
import { beneficiaryFormPath } from '../../shared/paths';
import { NS } from '../../locale';
import { MergeModal } from './merge-modal';

export interface BeneficiaryActionsProps {
  detail: BeneficiaryDetail;
  /** After a merge into this record: show what moved (its payments). */
  onMerged: () => void;
}

/**
 * The record's buttons, each only for who holds its code and where its status allows it: edit, activate or
 * deactivate (after a confirmation), merge another record into this one. A merged record has none.
 */
export function BeneficiaryActions({ detail, onMerged }: BeneficiaryActionsProps) {
  const { t } = useTranslation([NS, 'common']);
  const navigate = useNavigate();
  const subject = usePermissionSubject();
  const [changeStatus] = useBeneficiaryStatusMutation();
  const [merging, setMerging] = useState(false);
  if (detail.status === 'merged') return null;
  const allowed = allowedActions(beneficiaryMachine, detail.status, (code) =>
    hasButtonPermission(subject, [code]),
  );
  const statusActions = BENEFICIARY_STATUS_ACTIONS.filter((action) => allowed.includes(action));

  return (
    <Space wrap>
      <Btn codes={[BENEFICIARY_BUTTONS.update]}>
        <Button icon={<IconEdit />} onClick={() => navigate(beneficiaryFormPath(detail.type, detail.id))}>
          {t('beneficiary.detail.edit')}
        </Button>
      </Btn>
      {statusActions.map((action) => (
        <ConfirmAction
          key={action}
          status={action === 'deactivate' ? 'warning' : undefined}
          title={t(`beneficiary.detail.confirm.${action}`, { name: detail.name })}
          onConfirm={async () => {
            await changeStatus({
              id: detail.id,
              action,
              version: detail.version,
            }).unwrap();
            Message.success(t('beneficiary.detail.statusChanged'));
          }}
        >
          {t(`action.${action}`, { ns: 'common' })}
        </ConfirmAction>
      ))}
      <Btn codes={[BENEFICIARY_BUTTONS.merge]}>
        <Button onClick={() => setMerging(true)}>{t('action.merge', { ns: 'common' })}</Button>
        <MergeModal
          survivor={detail}
          visible={merging}
          onClose={() => setMerging(false)}
          onMerged={() => {
            setMerging(false);
            Message.success(t('beneficiary.merge.done'));
            onMerged();
          }}
        />
      </Btn>
    </Space>
  );
}
