import Card from '@arco-design/web-react/es/Card';
import Form from '@arco-design/web-react/es/Form';
import { useTranslation } from 'react-i18next';
import { ProjectSelect } from '../../shared/components/project-select';
import { NS } from '../../locale';

/** The statuses in which the server takes a stage report for a project. */
const REPORTING_STATUSES = ['in_progress', 'agreement_signed', 'closing'] as const;

/** The page opened without a project: choose the one to report on first. */
export function ProjectPicker({ onPick }: { onPick: (projectId: number) => void }) {
  const { t } = useTranslation(NS);
  return (
    <Card title={t('reportCreate.title')}>
      <Form layout="vertical" style={{ maxWidth: 560 }}>
        <Form.Item label={t('reportCreate.project')} extra={t('reportCreate.projectHint')}>
          <ProjectSelect
            statuses={REPORTING_STATUSES}
            placeholder={t('reportCreate.pickProject')}
            onChange={(id) => id !== null && onPick(id)}
          />
        </Form.Item>
      </Form>
    </Card>
  );
}
