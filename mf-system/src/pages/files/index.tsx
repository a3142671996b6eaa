import Card from '@arco-design/web-react/es/Card';
import { useTranslation } from 'react-i18next';
import { UrlTabs } from '@pm/web/ui';
import { ImportsTab } from '../../features/imports/components/imports-tab';
import { NS } from '../../locale';

/** The sections of the centre, each in its own tab (`?tab=`). */
const TABS = ['imports'] as const;
type Tab = (typeof TABS)[number];

const PANES: Record<Tab, () => JSX.Element> = {
  imports: () => <ImportsTab />,
};

/** `/system/files`: the import and export centre (key `import`). */
export function FilesPage() {
  const { t } = useTranslation(NS);
  return (
    <Card title={t('files.title')}>
      <UrlTabs tabs={TABS} title={(tab) => t(`files.tab.${tab}`)} pane={(tab) => PANES[tab]()} />
    </Card>
  );
}
