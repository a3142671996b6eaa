import { Suspense, useEffect, useMemo, useState, type ComponentType } from 'react';
import type { Location } from 'history';
import type { RemoteEntry } from '@pm/domain/contracts';
import type { RemoteProps } from '@pm/web/contracts';
import { RemoteOutlet } from '../../federation/remote-outlet';
import { useServices } from '../../services';
import { PageSpin } from '../page-spin';
import { FrozenLocation } from './frozen-location';
import { createPaneHistory } from './pane-history';
import { retainPanes } from './retain-panes';
import styles from './keep-alive.module.css';

/** What one mounted page is: one of the shell's pages, or a remote parcel that owns some locations. */
export type PaneSpec =
  | { key: string; kind: 'shell'; page: ComponentType }
  | { key: string; kind: 'remote'; remote: RemoteEntry; owns: (location: Location) => boolean };

function RemotePane({
  spec,
  remoteProps,
}: {
  spec: Extract<PaneSpec, { kind: 'remote' }>;
  remoteProps: RemoteProps;
}) {
  const { history } = useServices();
  // One history view per mounted parcel, for as long as it is mounted (see createPaneHistory).
  const [paneHistory] = useState(() => createPaneHistory(history, spec.owns));
  useEffect(() => () => paneHistory.dispose(), [paneHistory]);
  const props = useMemo(() => ({ ...remoteProps, history: paneHistory }), [remoteProps, paneHistory]);
  return <RemoteOutlet remote={spec.remote} remoteProps={props} />;
}

interface KeepAliveProps {
  current: PaneSpec;
  /** The tab bar's cache set; null without a tab bar (only the current page is mounted). */
  cache: readonly string[] | null;
  remoteProps: RemoteProps;
}

/**
 * The content area. Every page whose tab is cached stays mounted, hidden with `display: none` while another tab
 * shows, so its state (typed search text, scroll, selected rows) is there when the user comes back. Remote pages
 * stay mounted as parcels too: each gets its own parcel and a history view that only follows the locations its
 * page owns, so a hidden remote's router never switches to another page. Closing or refreshing a tab removes it
 * from the cache and unmounts it here.
 */
export function KeepAlive({ current, cache, remoteProps }: KeepAliveProps) {
  const [panes, setPanes] = useState<readonly PaneSpec[]>(() => [current]);
  const next = retainPanes(panes, current, cache);
  // Adjusting state while rendering: React re-renders at once, before anything reaches the screen.
  if (next !== panes) setPanes(next);

  return (
    <>
      {next.map((pane) => {
        const active = pane.key === current.key;
        return (
          <div
            key={pane.key}
            className={styles.pane}
            style={active ? undefined : { display: 'none' }}
            data-pane={pane.key}
          >
            {pane.kind === 'shell' ? (
              <FrozenLocation active={active}>
                <Suspense fallback={<PageSpin />}>
                  <pane.page />
                </Suspense>
              </FrozenLocation>
            ) : (
              <RemotePane spec={pane} remoteProps={remoteProps} />
            )}
          </div>
        );
      })}
    </>
  );
}
