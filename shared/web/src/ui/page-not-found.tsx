import Result from '@arco-design/web-react/es/Result';
import { useTranslation } from 'react-i18next';

/** What a remote shows for a path under its prefixes that it has no page for. */
export function PageNotFound() {
  const { t } = useTranslation('common');
  return <Result status="404" subTitle={t('exception.404.description')} />;
}
