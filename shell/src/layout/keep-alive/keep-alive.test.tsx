import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Router, useLocation } from '@pm/web/router';
import type { RemoteProps } from '@pm/web/contracts';
import { KeepAlive, type PaneSpec } from './keep-alive';

// Remote panes mount single-spa parcels; these tests are about which pages stay mounted, with shell pages.
jest.mock('../../federation/remote-outlet', () => ({ RemoteOutlet: () => null }));

function Search() {
  const [text, setText] = useState('');
  const { pathname } = useLocation();
  return (
    <label>
      {pathname}
      <input aria-label="keyword" value={text} onChange={(event) => setText(event.target.value)} />
    </label>
  );
}

function Other() {
  return <p>other page</p>;
}

const list: PaneSpec = { key: 'projectList', kind: 'shell', page: Search };
const other: PaneSpec = { key: 'systemUser', kind: 'shell', page: Other };
const remoteProps = {} as RemoteProps;
const navigator = { push: jest.fn(), replace: jest.fn(), go: jest.fn(), createHref: () => '' };

function view(current: PaneSpec, cache: string[] | null, pathname: string) {
  return (
    <Router location={{ pathname }} navigator={navigator}>
      <KeepAlive current={current} cache={cache} remoteProps={remoteProps} />
    </Router>
  );
}

describe('KeepAlive', () => {
  it('keeps a cached page mounted and hidden, with its state and its own location, while another shows', () => {
    const cache = ['projectList', 'systemUser'];
    const { rerender, container } = render(view(list, cache, '/project/list'));
    fireEvent.change(screen.getByLabelText(/keyword/), { target: { value: 'water' } });

    rerender(view(other, cache, '/system/user'));
    expect(screen.getByText('other page')).toBeVisible();
    const hidden = container.querySelector('[data-pane="projectList"]') as HTMLElement;
    expect(hidden).not.toBeVisible();
    // Behind the other tab the page still sees the location it had.
    expect(hidden).toHaveTextContent('/project/list');

    rerender(view(list, cache, '/project/list'));
    expect(screen.getByLabelText(/keyword/)).toHaveValue('water');
    expect(screen.getByLabelText(/keyword/)).toBeVisible();
  });

  it('unmounts a page once it leaves the cache, and starts it afresh when opened again', () => {
    const { rerender, container } = render(view(list, ['projectList'], '/project/list'));
    fireEvent.change(screen.getByLabelText(/keyword/), { target: { value: 'water' } });
    rerender(view(other, ['systemUser'], '/system/user'));
    expect(container.querySelector('[data-pane="projectList"]')).toBeNull();
    rerender(view(list, ['systemUser', 'projectList'], '/project/list'));
    expect(screen.getByLabelText(/keyword/)).toHaveValue('');
  });

  it('mounts only the current page without a tab bar', () => {
    const { rerender, container } = render(view(list, null, '/project/list'));
    rerender(view(other, null, '/system/user'));
    expect(container.querySelectorAll('[data-pane]')).toHaveLength(1);
  });
});
