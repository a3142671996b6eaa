import React, { type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
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
    return (
      <AppProviders store={props.store} history={props.history} locale={props.locale}>
        <App />
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
