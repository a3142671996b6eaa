import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryHistory } from 'history';
import type { InternalAxiosRequestConfig } from 'axios';
import type { RemoteReleaseRow, RemoteReleaseSummary } from '@pm/domain/shapes';
import { http } from '@pm/web/api';
import { fakeAdapter, ok } from '@pm/web/api/test-adapter';
import { AppProviders } from '@pm/web/remote';
import { createAppStore } from '@pm/web/store';
import { mediaQueryList } from '@pm/web/testing';
import { recordHealth } from '../../federation/remote-health';
import { registerShellLocale } from '../../locale';
import { RemotesPanel } from './remotes-panel';

registerShellLocale();

const release = (id: number, version: string, more: Partial<RemoteReleaseRow> = {}): RemoteReleaseRow => ({
  id,
  version,
  status: 'ready',
  problems: [],
  commit: 'abc1234',
  builtAt: '2026-11-29T01:00:00.000Z',
  releasedBy: '管理员',
  releasedAt: '2026-11-29T01:00:00.000Z',
  active: false,
  activatedBy: null,
  activatedAt: null,
  ...more,
});

/** mf-funds with release 2 active, release 1 kept and release 3 refused; the registry answers `summaries()`. */
function funds(activeId: number): RemoteReleaseSummary {
  return {
    remote: 'mf_funds',
    folder: 'mf-funds',
    servedVersion: activeId === 2 ? '0.1.0+b2' : '0.1.0+b1',
    activeId,
    releases: [
      release(3, '0.1.0+b3', {
        status: 'refused',
        problems: ['react 需要 ^19.0.0，外壳提供 18.3.1'],
      }),
      release(2, '0.1.0+b2', { active: activeId === 2 }),
      release(1, '0.1.0+b1', { active: activeId === 1 }),
    ],
  };
}

function renderPanel() {
  let activeId = 2;
  const sent: string[] = [];
  http.defaults.adapter = fakeAdapter((config: InternalAxiosRequestConfig) => {
    const route = `${(config.method ?? 'get').toUpperCase()} ${config.url}`;
    sent.push(route);
    if (route === 'GET /pm/remote-releases') return ok([funds(activeId)]);
    if (route === 'POST /pm/remote-releases/1/activate') {
      activeId = 1;
      return ok(funds(1));
    }
    return { status: 404, body: { data: null, status: 'fail', msg: route, code: 50000 } };
  });
  const store = createAppStore();
  render(
    <AppProviders store={store} history={createMemoryHistory()} locale="zh-CN">
      <RemotesPanel />
    </AppProviders>,
  );
  return { sent };
}

describe('RemotesPanel', () => {
  it('shows each remote’s served version, what this page loaded, and why a release was refused', async () => {
    recordHealth('mf_funds', { registryVersion: '0.1.0+b2', loadedVersion: '0.1.0+b2', loadMs: 42 });
    renderPanel();
    const row = await screen.findByTestId('remote-mf_funds');
    expect(within(row).getByTestId('served-version')).toHaveTextContent('0.1.0+b2');
    expect(within(row).getByTestId('loaded-version')).toHaveTextContent('0.1.0+b2 · 42 ms');
    expect(within(row).getByText('发布版本')).toBeInTheDocument();
    expect(within(row).getByText('0.1.0+b3 被拒绝')).toBeInTheDocument();
    expect(within(row).getByText('react 需要 ^19.0.0，外壳提供 18.3.1')).toBeInTheDocument();
  });

  it('rolls back to a kept release after a confirmation, and shows the new active version', async () => {
    const { sent } = renderPanel();
    const row = await screen.findByTestId('remote-mf_funds');
    fireEvent.click(within(row).getByRole('button', { name: '版本记录（3）' }));
    const dialog = await screen.findByRole('dialog');
    const kept = within(dialog).getByText('0.1.0+b1').closest('tr')!;
    // The refused release and the active one offer no button.
    expect(within(dialog).getAllByRole('button', { name: '启用' })).toHaveLength(1);
    fireEvent.click(within(kept).getByRole('button', { name: '启用' }));
    expect(sent).not.toContain('POST /pm/remote-releases/1/activate');
    await screen.findByText('启用版本 0.1.0+b1？用户下次进入该应用时加载它。');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '确定' }));
    });
    await waitFor(() => expect(sent).toContain('POST /pm/remote-releases/1/activate'));
    await waitFor(() =>
      expect(within(screen.getByTestId('remote-mf_funds')).getByTestId('served-version')).toHaveTextContent(
        '0.1.0+b1',
      ),
    );
  });

  it('shows the releases as cards on a phone, the kept one with its Activate', async () => {
    const phone = jest.spyOn(window, 'matchMedia').mockImplementation((query) => mediaQueryList(query, true));
    try {
      renderPanel();
      const row = await screen.findByTestId('remote-mf_funds');
      fireEvent.click(within(row).getByRole('button', { name: '版本记录（3）' }));
      const cards = await screen.findByTestId('row-cards');
      expect(within(cards).getAllByRole('listitem')).toHaveLength(3);
      expect(within(cards).getAllByRole('button', { name: '启用' })).toHaveLength(1);
      expect(within(cards).getByText('使用中')).toBeInTheDocument();
    } finally {
      phone.mockRestore();
    }
  });
});
