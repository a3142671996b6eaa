import React, { type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { PermissionProvider } from '../auth/permission-context';
import { toPermissionSubject } from '@pm/domain/auth';
import type { RemoteLifecycles, RemoteProps } from '../contracts/remote';
import { AppProviders } from './app-providers';
import { RemoteCrash } from './remote-crash';

/**
 * The one mount contract: what a remote's `./app` module exports. The remote gives its routes component; this
 * wraps it in the shared providers from the props the shell passes (`RemoteProps`) and returns single-spa
 * lifecycles for the shell's `<Parcel>`.
 */
export function createRemoteApp(App: ComponentType): RemoteLifecycles {
  function Root(props: RemoteProps) {
    // A remote is its own React root: the shell's PermissionProvider does not reach it, so the 'btn' and
    // 'permission' checks read the subject the shell passed in the props.
    const subject = toPermissionSubject({ rule: props.rule, user: props.user, accessList: props.accessList });
    return (
      <AppProviders store={props.store} history={props.history} locale={props.locale}>
        <PermissionProvider value={subject}>
          <App />
        </PermissionProvider>
      </AppProviders>
    );
  }
  return singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: Root,
    // A remote that throws while rendering shows its own error panel; the shell's layout stays alive.
    errorBoundary: (error: Error) => <RemoteCrash error={error} />,
  }) as unknown as RemoteLifecycles;
}
