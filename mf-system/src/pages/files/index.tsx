import Card from '@arco-design/web-react/es/Card';
import { useTranslation } from 'react-i18next';
import { UrlTabs } from '@pm/web/ui';
import { ExportJobsPanel } from '../../features/export-job/components/export-jobs-panel';
import { ImportsTab } from '../../features/imports/components/imports-tab';
import { NS } from '../../locale';

/** The sections of the centre, each in its own tab (`?tab=`). */
const TABS = ['imports', 'exports'] as const;
type Tab = (typeof TABS)[number];

const PANES: Record<Tab, () => JSX.Element> = {
  imports: () => <ImportsTab />,
  exports: () => <ExportJobsPanel />,
};

/** `/system/files`: the import and export centre (key `import`). */
export function FilesPage() {
  const { t } = useTranslation(NS);
  return (
    <Card title={t('files.title')}>
      <UrlTabs fresh tabs={TABS} title={(tab) => t(`files.tab.${tab}`)} pane={(tab) => PANES[tab]()} />
    </Card>
  );
}
