import Button from '@arco-design/web-react/es/Button';
import Message from '@arco-design/web-react/es/Message';
import Space from '@arco-design/web-react/es/Space';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Btn } from '@pm/web/auth';
import type { ReportDetail } from '@pm/domain/shapes';
import { ConfirmAction, useMakerCheck } from '@pm/web/ui';
import {
  PROJECT_BUTTONS,
  REPORT_EDITABLE_STATUSES,
  canTransition,
  reportMachine,
  type ReportAction,
} from '@pm/domain/workflow';
import { reportFormPath } from '../../shared/paths';
import { useReportActionMutation } from '../../features/report/api/report-action';
import { NS } from '../../locale';

const DECISIONS = ['accept', 'reject', 'rework'] as const satisfies readonly ReportAction[];
/** The server refuses a rejection or a rework request without a reason. */
const NEEDS_COMMENT: readonly ReportAction[] = ['reject', 'rework'];

/**
 * A reviewer's decision on a submitted report (disabled, with the reason, for whoever wrote or submitted it:
 * maker–checker); its author's way back to a draft or reworked one.
 */
export function ReportDecision({ report }: { report: ReportDetail }) {
  const { t } = useTranslation([NS, 'common']);
  const navigate = useNavigate();
  const [decide] = useReportActionMutation();
  const makerCheck = useMakerCheck(report);
  const decisions = DECISIONS.filter((action) => canTransition(reportMachine, report.status, action));
  const editable = (REPORT_EDITABLE_STATUSES as readonly string[]).includes(report.status);

  /** A refusal (409) is toasted by the shared client; the report is read again (the mutation's tags). */
  const run = async (action: ReportAction, comment?: string) => {
    await decide({ id: report.id, action, version: report.version, comment }).unwrap();
    Message.success(t('detail.actionDone', { action: t(`action.${action}`, { ns: 'common' }) }));
  };

  return (
    <Space wrap>
      {decisions.length > 0 && (
        <Btn codes={[PROJECT_BUTTONS.reportReview]}>
          {decisions.map((action) => {
            const name = t(`action.${action}`, { ns: 'common' });
            return (
              <ConfirmAction
                key={action}
                disabledReason={makerCheck(reportMachine, action)}
                title={t('detail.confirmAction', { action: name })}
                needComment={NEEDS_COMMENT.includes(action)}
                type={action === 'accept' ? 'primary' : undefined}
                status={action === 'reject' ? 'danger' : undefined}
                onConfirm={(comment) => run(action, comment)}
              >
                {name}
              </ConfirmAction>
            );
          })}
        </Btn>
      )}
      {editable && (
        <Btn codes={[PROJECT_BUTTONS.reportCreate]}>
          <Button onClick={() => navigate(reportFormPath(report.projectId, report.id))}>
            {t('table.edit', { ns: 'common' })}
          </Button>
        </Btn>
      )}
    </Space>
  );
}
