import Spin from '@arco-design/web-react/es/Spin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteName } from '@pm/domain/contracts';
import { SettingsBlock } from '../settings-row';
import { ReleaseList } from './release-list';
import { RemoteRow } from './remote-row';
import { useListRemoteReleasesQuery } from './remotes-api';
import { useRemoteHealth } from './use-remote-health';
import styles from './remotes.module.css';

/**
 * The settings drawer's remotes panel (administrators): each remote's served version and health in this page, its
 * kept releases with a roll-back, and why a release was refused.
 */
export function RemotesPanel() {
  const { t } = useTranslation('shell');
  const { data, isFetching, refetch } = useListRemoteReleasesQuery();
  const health = useRemoteHealth();
  const [open, setOpen] = useState<RemoteName | null>(null);
  const summary = data?.find((item) => item.remote === open) ?? null;
  return (
    <SettingsBlock title={t('remotes.title')}>
      {!data ? (
        <Spin loading={isFetching} />
      ) : (
        <ul className={styles.list} aria-label={t('remotes.title')}>
          {data.map((item) => (
            <RemoteRow
              key={item.remote}
              summary={item}
              health={health[item.remote]}
              onShowReleases={() => setOpen(item.remote)}
            />
          ))}
        </ul>
      )}
      <ReleaseList summary={summary} onClose={() => setOpen(null)} onChanged={() => void refetch()} />
    </SettingsBlock>
  );
}
