import IconSettings from '@arco-design/web-react/icon/react-icon/IconSettings';
import { useTranslation } from 'react-i18next';
import styles from './settings.module.css';

/** With the navbar hidden its settings button is gone: this one, fixed at the right edge, opens the drawer. */
export function FixedSettingsButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('common');
  return (
    <button
      type="button"
      className={styles.fixedButton}
      aria-label={t('navbar.settings')}
      title={t('navbar.settings')}
      data-testid="settings-fixed-open"
      onClick={onClick}
    >
      <IconSettings />
    </button>
  );
}
