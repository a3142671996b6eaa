import Button from '@arco-design/web-react/es/Button';
import Card from '@arco-design/web-react/es/Card';
import Typography from '@arco-design/web-react/es/Typography';
import { useTranslation } from 'react-i18next';
import { reloadPage } from '@pm/web/api';
import { useAppDispatch } from '@pm/web/store';
import { ChangePasswordForm } from '../user-setting/change-password-form';
import { logout } from '../../session/session-actions';

/**
 * What a user signed in with a one-time password sees, whatever the address: the password change (the server
 * refuses every other call until then) and a way to sign out. Once changed, the page reloads into the product.
 */
// Default export: the guard loads it lazily (`lazyWithPrompt`), like the shell's other pages.
export default function ForcedPasswordPage() {
  const { t } = useTranslation(['shell', 'common']);
  const dispatch = useAppDispatch();
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: '48px 16px' }}>
      <Card
        title={t('forcedPassword.title')}
        style={{ width: 480 }}
        extra={
          <Button type="text" onClick={() => void logout(dispatch)}>
            {t('forcedPassword.signOut')}
          </Button>
        }
      >
        <Typography.Paragraph>{t('forcedPassword.hint')}</Typography.Paragraph>
        <ChangePasswordForm required onDone={reloadPage} />
      </Card>
    </div>
  );
}
