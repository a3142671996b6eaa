import { fireEvent, render, screen } from '@testing-library/react';
import { LoginTabs } from './login-tabs';

function renderTabs(onChange = jest.fn()) {
  render(
    <LoginTabs
      onChange={onChange}
      tabs={[
        { key: 'account', title: 'Password login', content: <input aria-label="username" /> },
        { key: 'mobile', title: 'Mobile login', content: <input aria-label="mobile" /> },
      ]}
    />,
  );
  return onChange;
}

describe('LoginTabs', () => {
  it('shows the first form only, its tab selected and the only one in the tab order', () => {
    renderTabs();
    const [account, mobile] = screen.getAllByRole('tab');
    expect(account).toHaveAttribute('aria-selected', 'true');
    expect(account).toHaveAttribute('tabindex', '0');
    expect(mobile).toHaveAttribute('aria-selected', 'false');
    expect(mobile).toHaveAttribute('tabindex', '-1');
    expect(screen.getByLabelText('username')).toBeInTheDocument();
    expect(screen.queryByLabelText('mobile')).toBeNull();
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Password login');
  });

  it('switches on click, mounting the chosen form and saying so once', () => {
    const onChange = renderTabs();
    fireEvent.click(screen.getByRole('tab', { name: 'Mobile login' }));
    expect(screen.getByLabelText('mobile')).toBeInTheDocument();
    expect(screen.queryByLabelText('username')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Mobile login' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('mobile');
  });

  it('moves with the arrow keys (wrapping), Home and End, and focuses the chosen tab', () => {
    renderTabs();
    const [account, mobile] = screen.getAllByRole('tab');
    fireEvent.keyDown(account!, { key: 'ArrowRight' });
    expect(mobile).toHaveAttribute('aria-selected', 'true');
    expect(mobile).toHaveFocus();
    fireEvent.keyDown(mobile!, { key: 'ArrowRight' });
    expect(account).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(account!, { key: 'ArrowLeft' });
    expect(mobile).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(mobile!, { key: 'Home' });
    expect(account).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(account!, { key: 'End' });
    expect(mobile).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(mobile!, { key: 'Enter' });
    expect(mobile).toHaveAttribute('aria-selected', 'true');
  });
});
