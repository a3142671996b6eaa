import { act, render, screen } from '@testing-library/react';
import Select from '@arco-design/web-react/es/Select';
import { createMemoryHistory } from 'history';
import { changeLocale } from '../i18n';
import { createAppStore } from '../store';
import { AppProviders } from './app-providers';

function renderSelect(locale: 'zh-CN' | 'en-US', placeholder?: string) {
  return render(
    <AppProviders store={createAppStore()} history={createMemoryHistory()} locale={locale}>
      <Select aria-label="type" options={['a', 'b']} placeholder={placeholder} />
    </AppProviders>,
  );
}

describe('AppProviders', () => {
  afterAll(() => changeLocale('zh-CN'));

  it('gives every empty select a "choose" placeholder in the page language', async () => {
    const { unmount } = renderSelect('zh-CN');
    expect(screen.getAllByText('请选择').length).toBeGreaterThan(0);
    unmount();
    await act(() => changeLocale('en-US'));
    renderSelect('en-US');
    expect(screen.getAllByText('Please select').length).toBeGreaterThan(0);
  });

  it("keeps a select's own placeholder", () => {
    renderSelect('zh-CN', '全部');
    expect(screen.getAllByText('全部').length).toBeGreaterThan(0);
    expect(screen.queryByText('请选择')).not.toBeInTheDocument();
  });
});
