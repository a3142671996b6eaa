import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory } from 'history';
import type { RemoteEntry } from '@pm/domain/contracts';
import type { MenuItem } from '@pm/domain/shapes';
import { AppProviders } from '@pm/web/remote';
import { flattenRoutes, staffRoutes } from '@pm/domain/routes';
import { createAppStore, setServerMenu } from '@pm/web/store';
import { registerShellLocale } from '../../locale';
import { ServicesProvider } from '../../services';
import { ShortcutsCard } from './shortcuts-card';

registerShellLocale();

const remotes: RemoteEntry[] = [
  {
    name: 'mf_related',
    entry: '/remotes/mf-related/mf-manifest.json',
    version: '1',
    prefixes: ['/related'],
    audience: 'staff',
    pages: ['/related/benefit/person'],
  },
  {
    name: 'mf_projects',
    entry: '/remotes/mf-projects/mf-manifest.json',
    version: '1',
    prefixes: ['/project/list', '/project/report', '/submit'],
    audience: 'staff',
  },
];

/** The server menu as the catalogue builds it: every group with the routes the user may open. */
const groups = staffRoutes.filter((group) => ['/home', '/project', '/related'].includes(group.path));
const menu: MenuItem[] = groups;

describe('ShortcutsCard', () => {
  it('links only to pages that exist, and a click opens one inside the app', async () => {
    const store = createAppStore();
    store.dispatch(setServerMenu(menu));
    const history = createMemoryHistory({ initialEntries: ['/home/workplace'] });
    render(
      <AppProviders store={store} history={history} locale="zh-CN">
        <ServicesProvider value={{ store, history, clientHost: false, remotes }}>
          <ShortcutsCard />
        </ServicesProvider>
      </AppProviders>,
    );
    const links = within(screen.getByText('快捷入口').closest('.arco-card')!).getAllByRole('link');
    const names = links.map((link) => link.textContent);
    expect(names).toContain('项目列表');
    expect(names).toContain('个人受益人');
    // mf_related lists no page for these yet; mf_funds is not registered at all.
    expect(names).not.toContain('合作机构');
    expect(names).not.toContain('志愿者');
    expect(names).not.toContain('待审核');
    expect(flattenRoutes(groups).length).toBeGreaterThan(names.length);

    await userEvent.click(screen.getByRole('link', { name: '个人受益人' }));
    expect(history.location.pathname).toBe('/related/benefit/person');
  });
});
