import { screen } from '@testing-library/react';
import { renderPage, staff, user } from '../testing';
import { UrlTabs } from './url-tabs';

const TABS = ['overview', 'files', 'timeline'] as const;
const titles = { overview: '概览', files: '附件', timeline: '动态' };

const page = (url: string, fresh?: boolean) =>
  renderPage(
    <UrlTabs tabs={TABS} fresh={fresh} title={(tab) => titles[tab]} pane={(tab) => <p>{`${tab} pane`}</p>} />,
    { url, subject: staff([]), replies: {} },
  );

describe('UrlTabs', () => {
  it('opens the tab the URL names, and keeps the one clicked in the URL without a history step', async () => {
    const { history } = page('/project/list/detail?id=7&tab=files');
    expect(screen.getByText('files pane')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '动态' }));
    expect(await screen.findByText('timeline pane')).toBeInTheDocument();
    expect(history.location.search).toBe('?id=7&tab=timeline');
    expect(history.index).toBe(0);
  });

  it('opens the first tab when the URL names none or one it does not have', () => {
    page('/project/list/detail?id=7&tab=nope');
    expect(screen.getByText('overview pane')).toBeInTheDocument();
    expect(screen.queryByText('files pane')).not.toBeInTheDocument();
  });

  it('can start each tab from a clean query: the search and page of a list belong to its tab', async () => {
    const { history } = page('/archives/approva?tab=files&page=3&keyword=水', true);
    await user.click(screen.getByRole('tab', { name: '动态' }));
    expect(await screen.findByText('timeline pane')).toBeInTheDocument();
    expect(history.location.search).toBe('?tab=timeline');
  });
});
