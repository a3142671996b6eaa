import Space from '@arco-design/web-react/es/Space';
import { ImportJobs } from './import-jobs';
import { ImportWizard } from './import-wizard';

/** The import centre's "导入 / Imports" tab: the import steps above, the jobs below. */
export function ImportsTab() {
  return (
    <Space direction="vertical" size="medium" style={{ width: '100%' }}>
      <ImportWizard />
      <ImportJobs />
    </Space>
  );
}
