import Button from '@arco-design/web-react/es/Button';
import Message from '@arco-design/web-react/es/Message';
import Space from '@arco-design/web-react/es/Space';
import { useTranslation } from 'react-i18next';
import { hasButtonPermission } from '@pm/domain/auth';
import type { ServiceRecord } from '@pm/domain/shapes';
import {
  SERVICE_EDITABLE_STATUSES,
  VOLUNTEER_BUTTONS,
  allowedActions,
  serviceMachine,
  type ServiceStatus,
} from '@pm/domain/workflow';
import { usePermissionSubject } from '@pm/web/auth';
import { ConfirmAction } from '@pm/web/ui';
import { NS } from '../../../locale';
import { useServiceActionMutation } from '../api/service-action';

export interface ServiceActionsProps {
  record: ServiceRecord;
  /** Opens the attend dialog (actual times). */
  onAttend: (record: ServiceRecord) => void;
  onEdit: (record: ServiceRecord) => void;
}

/**
 * A service record's buttons: edit while scheduled or attended, attend (its dialog), no-show and verify (each
 * asked first) as its machine and the user's button codes allow. Verify shows only to holders of volunteer:verify.
 */
export function ServiceActions({ record, onAttend, onEdit }: ServiceActionsProps) {
  const { t } = useTranslation([NS, 'common']);
  const subject = usePermissionSubject();
  const has = (code: string) => hasButtonPermission(subject, [code]);
  const [act] = useServiceActionMutation();
  const actions = allowedActions(serviceMachine, record.status, has);
  const editable =
    has(VOLUNTEER_BUTTONS.service) &&
    (SERVICE_EDITABLE_STATUSES as readonly ServiceStatus[]).includes(record.status);
  const done = (action: string) =>
    Message.success(t('volunteer.service.done', { action: t(`action.${action}`, { ns: 'common' }) }));

  return (
    <Space wrap size="mini">
      {editable && (
        <Button size="mini" type="text" onClick={() => onEdit(record)}>
          {t('action.update', { ns: 'common' })}
        </Button>
      )}
      {actions.includes('attend') && (
        <Button size="mini" type="primary" onClick={() => onAttend(record)}>
          {t('action.attend', { ns: 'common' })}
        </Button>
      )}
      {actions.includes('noShow') && (
        <ConfirmAction
          size="mini"
          status="warning"
          title={t('volunteer.service.confirmNoShow')}
          onConfirm={async () => {
            await act({ record, action: 'noShow' }).unwrap();
            done('noShow');
          }}
        >
          {t('action.noShow', { ns: 'common' })}
        </ConfirmAction>
      )}
      {actions.includes('verify') && (
        <ConfirmAction
          size="mini"
          type="primary"
          status="success"
          title={t('volunteer.service.confirmVerify')}
          onConfirm={async () => {
            await act({ record, action: 'verify' }).unwrap();
            done('verify');
          }}
        >
          {t('action.verify', { ns: 'common' })}
        </ConfirmAction>
      )}
    </Space>
  );
}
