import Button from '@arco-design/web-react/es/Button';
import Message from '@arco-design/web-react/es/Message';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteReleaseSummary } from '@pm/domain/shapes';
import type { RemoteHealth } from '../../federation/remote-health';
import { recheckRemote } from './recheck';
import styles from './remotes.module.css';

interface RemoteRowProps {
  summary: RemoteReleaseSummary;
  health: RemoteHealth | undefined;
  onShowReleases: () => void;
}

/** One remote in the panel: the version served, what this page loaded of it, and a re-check. */
export function RemoteRow({ summary, health, onShowReleases }: RemoteRowProps) {
  const { t } = useTranslation('shell');
  const [checking, setChecking] = useState(false);
  const recheck = () => {
    setChecking(true);
    recheckRemote(summary.remote)
      .then(
        () => Message.success(t('remotes.recheckOk', { remote: summary.folder })),
        () => Message.error(t('remotes.recheckFailed', { remote: summary.folder })),
      )
      .finally(() => setChecking(false));
  };
  const refused = summary.releases.find((release) => release.status === 'refused' && !release.active);
  return (
    <li className={styles.remote} data-testid={`remote-${summary.remote}`}>
      <div className={styles.head}>
        <strong>{summary.folder}</strong>
        <span data-testid="served-version">{summary.servedVersion}</span>
      </div>
      <dl className={styles.facts}>
        <dt>{t('remotes.source')}</dt>
        <dd>{summary.activeId === null ? t('remotes.bootstrap') : t('remotes.release')}</dd>
        <dt>{t('remotes.loaded')}</dt>
        <dd data-testid="loaded-version">
          {health?.loadedVersion ?? health?.registryVersion ?? t('remotes.notLoaded')}
          {health?.loadMs !== undefined && ` · ${health.loadMs} ms`}
        </dd>
        {health?.lastError && (
          <>
            <dt>{t('remotes.lastError')}</dt>
            <dd className={styles.error}>{health.lastError}</dd>
          </>
        )}
        {refused && (
          <>
            <dt>{t('remotes.refused', { version: refused.version })}</dt>
            <dd className={styles.error}>{refused.problems.join('; ')}</dd>
          </>
        )}
      </dl>
      <div className={styles.actions}>
        <Button size="mini" loading={checking} onClick={recheck}>
          {t('remotes.recheck')}
        </Button>
        <Button size="mini" type="outline" onClick={onShowReleases}>
          {t('remotes.releases', { count: summary.releases.length })}
        </Button>
      </div>
    </li>
  );
}
