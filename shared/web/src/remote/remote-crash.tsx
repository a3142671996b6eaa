import Result from '@arco-design/web-react/es/Result';
import Button from '@arco-design/web-react/es/Button';
import { useTranslation } from 'react-i18next';

export function RemoteCrash({ error }: { error: Error }) {
  const { t } = useTranslation('common');
  return (
    <Result
      status="error"
      title={t('message.remoteCrashed')}
      subTitle={error.message}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('message.reload')}
        </Button>
      }
    />
  );
}
