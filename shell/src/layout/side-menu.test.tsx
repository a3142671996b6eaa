import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryHistory } from 'history';
import type { InternalAxiosRequestConfig } from 'axios';
import type { MenuItem } from '@pm/domain/shapes';
import { staffRoutes } from '@pm/domain/routes';
import { APPROVAL_COUNTS_TAG, approvalCountsApi, http } from '@pm/web/api';
import { fakeAdapter, ok } from '@pm/web/api/test-adapter';
import { AppProviders } from '@pm/web/remote';
import { createAppStore, setServerMenu } from '@pm/web/store';
import { registerShellLocale } from '../locale';
import { ServicesProvider } from '../services';
import { SideMenu } from './side-menu';

registerShellLocale();

const groups = (...paths: string[]): MenuItem[] => staffRoutes.filter((group) => paths.includes(group.path));

/** The side menu of a user whose server menu is `menu`, the counts call answering `todo()`. */
function renderMenu(menu: MenuItem[], todo: () => number) {
  const asked: string[] = [];
  http.defaults.adapter = fakeAdapter((config: InternalAxiosRequestConfig) => {
    asked.push(config.url ?? '');
    return config.url === '/pm/approvals/counts'
      ? ok({ todo: todo() })
      : { status: 404, body: { data: null, status: 'fail', msg: config.url, code: 50000 } };
  });
  const store = createAppStore();
  store.dispatch(setServerMenu(menu));
  const history = createMemoryHistory({ initialEntries: ['/home/workplace'] });
  render(
    <AppProviders store={store} history={history} locale="zh-CN">
      <ServicesProvider value={{ store, history, clientHost: false, remotes: [] }}>
        <SideMenu route={undefined} />
      </ServicesProvider>
    </AppProviders>,
  );
  return { store, asked };
}

describe('SideMenu approval badge', () => {
  it('counts the tasks waiting on the inbox entry and its group, and follows an action without a reload', async () => {
    let todo = 3;
    const { store } = renderMenu(groups('/archives', '/project'), () => todo);
    const badges = await screen.findAllByTitle('3 项待审批');
    expect(badges).toHaveLength(2);
    expect(screen.getByText('审批').closest('.arco-menu-item')).toContainElement(badges[1]!);
    expect(screen.getByText('档案').closest('.arco-menu-inline-header')).toContainElement(badges[0]!);

    // An action in the inbox (another React root, the same store) invalidates the counts.
    todo = 1;
    act(() => {
      store.dispatch(approvalCountsApi.util.invalidateTags([APPROVAL_COUNTS_TAG]));
    });
    expect(await screen.findAllByTitle('1 项待审批')).toHaveLength(2);

    todo = 0;
    act(() => {
      store.dispatch(approvalCountsApi.util.invalidateTags([APPROVAL_COUNTS_TAG]));
    });
    await waitFor(() => expect(screen.queryByTitle(/项待审批/)).not.toBeInTheDocument());
    expect(screen.getByText('审批')).toBeInTheDocument();
  });

  it('asks nothing of a user whose menu has no inbox', async () => {
    const { asked } = renderMenu(groups('/project'), () => 5);
    expect(await screen.findByText('项目管理')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).not.toContain('/pm/approvals/counts');
    expect(screen.queryByTitle(/项待审批/)).not.toBeInTheDocument();
  });
});
