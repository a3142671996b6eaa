import Button from '@arco-design/web-react/es/Button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@pm/web/router';
import { Btn } from '@pm/web/auth';
import type { ReportDetail } from '@pm/domain/shapes';
import { PROJECT_BUTTONS, REPORT_EDITABLE_STATUSES } from '@pm/domain/workflow';
import { reportFormPath } from '../../shared/paths';
import { NS } from '../../locale';

/**
 * Its author's way back to a draft or reworked report. Accepting it, or sending it back, happens in the approvals
 * inbox; the drawer shows where its approval stands.
 */
export function ReportActions({ report }: { report: ReportDetail }) {
  const { t } = useTranslation([NS, 'common']);
  const navigate = useNavigate();
  if (!(REPORT_EDITABLE_STATUSES as readonly string[]).includes(report.status)) return null;
  return (
    <Btn codes={[PROJECT_BUTTONS.reportCreate]}>
      <Button onClick={() => navigate(reportFormPath(report.projectId, report.id))}>
        {t('table.edit', { ns: 'common' })}
      </Button>
    </Btn>
  );
}
