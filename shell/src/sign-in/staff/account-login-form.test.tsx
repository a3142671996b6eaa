import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@pm/web/i18n';
import { sessionApi } from '../../session/session-api';
import { AccountLoginForm } from './account-login-form';

jest.mock('../../session/session-api', () => ({
  sessionApi: {
    staffCaptcha: jest.fn(() => Promise.resolve({ captcha_id: 'c1', svg: '<svg/>' })),
    login: jest.fn(),
  },
}));

const api = jest.mocked(sessionApi);

async function renderForm() {
  const handlers = { onLoggedIn: jest.fn(), onLoginFailed: jest.fn(), onError: jest.fn() };
  render(
    <I18nextProvider i18n={i18n}>
      <AccountLoginForm {...handlers} />
    </I18nextProvider>,
  );
  await act(async () => {});
  return handlers;
}

const submit = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
  });

afterEach(() => {
  jest.clearAllMocks();
  window.localStorage.clear();
});

describe('AccountLoginForm', () => {
  it('says why when the captcha cannot be fetched (sign-in unavailable), instead of an empty picture', async () => {
    api.staffCaptcha.mockRejectedValueOnce(new Error('登录服务暂时不可用，请稍后再试。'));
    const handlers = await renderForm();
    expect(handlers.onError).toHaveBeenCalledWith('登录服务暂时不可用，请稍后再试。');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('refuses an empty form with a message under each field, focuses the first, and calls nothing', async () => {
    await renderForm();
    await submit();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      '用户名不能为空',
      '密码不能为空',
      '验证码不能为空',
    ]);
    expect(screen.getByLabelText('用户名')).toHaveFocus();
    expect(screen.getByLabelText('用户名')).toHaveAttribute('aria-invalid', 'true');
    expect(api.login).not.toHaveBeenCalled();
  });

  it('clears a field’s message as soon as it is filled, and shows it again when emptied', async () => {
    await renderForm();
    await submit();
    fireEvent.change(screen.getByLabelText('用户名'), { target: { value: 'admin' } });
    expect(screen.queryByText('用户名不能为空')).toBeNull();
    fireEvent.change(screen.getByLabelText('用户名'), { target: { value: '' } });
    expect(screen.getByText('用户名不能为空')).toBeInTheDocument();
  });

  it('signs in with the captcha id, remembers the username, and after a refusal empties the captcha', async () => {
    const handlers = await renderForm();
    fireEvent.change(screen.getByLabelText('用户名'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'secret' } });
    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: 'ab12' } });
    api.login.mockRejectedValueOnce(new Error('验证码错误'));
    await submit();
    expect(api.login).toHaveBeenCalledWith({
      username: 'admin',
      password: 'secret',
      captcha: 'ab12',
      captcha_id: 'c1',
    });
    expect(handlers.onLoginFailed).toHaveBeenCalled();
    expect(screen.getByLabelText('验证码')).toHaveValue('');
    expect(api.staffCaptcha).toHaveBeenCalledTimes(2);

    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: 'cd34' } });
    api.login.mockResolvedValueOnce({ token_type: 'Bearer', token: 't' });
    await submit();
    expect(handlers.onLoggedIn).toHaveBeenCalledWith({ token_type: 'Bearer', token: 't' });
    expect(window.localStorage.getItem('lastUsername')).toBe('admin');
  });
});
