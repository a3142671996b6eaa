import { memo, useEffect, useState } from 'react';
import Parcel from 'single-spa-react/parcel';
import { mountRootParcel } from 'single-spa';
import Spin from '@arco-design/web-react/es/Spin';
import type { RemoteEntry } from '@pm/domain/contracts';
import type { RemoteLifecycles, RemoteProps } from '@pm/web/contracts';
import { startProgress } from '../layout/progress-bar';
import { loadRemoteApp } from './remote-loader';
import { showUpdatePrompt } from './update-prompt';
import styles from './remote-outlet.module.css';

interface RemoteOutletProps {
  remote: RemoteEntry;
  remoteProps: RemoteProps;
}

/**
 * Mounts a remote in one page of the content area (layout/keep-alive). Memoised: navigation inside the remote
 * must not remount it (TOOLCHAIN.md); a props change (locale, user) becomes one `parcel.update`.
 */
export const RemoteOutlet = memo(function RemoteOutlet({ remote, remoteProps }: RemoteOutletProps) {
  const [lifecycles, setLifecycles] = useState<RemoteLifecycles | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    // The top progress bar runs while the remote's files load (the first visit of its prefix).
    const endProgress = startProgress();
    loadRemoteApp(remote)
      .finally(endProgress)
      .then(
        (loaded) => !cancelled && setLifecycles(() => loaded),
        () => {
          if (cancelled) return;
          setFailed(true);
          showUpdatePrompt();
        },
      );
    return () => {
      cancelled = true;
      endProgress();
    };
  }, [remote]);

  if (failed) return <div className={styles.placeholder} data-testid="remote-failed" />;
  if (!lifecycles) {
    return (
      <div className={styles.placeholder}>
        <Spin dot />
      </div>
    );
  }
  // The version its code says it is: what really runs here (a roll-back does not change an open page).
  return (
    <div className={styles.parcel} data-remote={remote.name} data-remote-version={lifecycles.version}>
      <Parcel
        config={lifecycles as never}
        mountParcel={mountRootParcel}
        wrapWith="div"
        wrapStyle={{ height: '100%' }}
        handleError={() => {
          setFailed(true);
          showUpdatePrompt();
        }}
        {...remoteProps}
      />
    </div>
  );
});
