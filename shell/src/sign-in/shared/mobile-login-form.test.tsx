import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@pm/web/i18n';
import { registerSignInLocale } from '../../locale/sign-in';
import { MobileLoginForm, type MobileLoginCalls } from './mobile-login-form';

registerSignInLocale();

function renderForm() {
  const calls = {
    captcha: jest.fn(() => Promise.resolve({ captcha_id: 'c9', svg: '<svg/>' })),
    sendCode: jest.fn(() => Promise.resolve({})),
    login: jest.fn(() => Promise.resolve({ token_type: 'Bearer', token: 'm' })),
  } satisfies MobileLoginCalls;
  const handlers = { onLoggedIn: jest.fn(), onLoginFailed: jest.fn(), onError: jest.fn() };
  render(
    <I18nextProvider i18n={i18n}>
      <MobileLoginForm calls={calls} {...handlers} />
    </I18nextProvider>,
  );
  return { calls, handlers };
}

const click = (element: HTMLElement) =>
  act(async () => {
    fireEvent.click(element);
  });
// The form's own messages (the 'code sent' toast is an alert too, outside the form).
const alerts = () => [...document.querySelectorAll('form [role="alert"]')].map((alert) => alert.textContent);

describe('MobileLoginForm', () => {
  it('asks for a valid mobile and the captcha before sending a code, and sends nothing until then', async () => {
    const { calls } = renderForm();
    await act(async () => {});
    await click(screen.getByTestId('send-code'));
    expect(alerts()).toEqual(['手机号不能为空', '验证码不能为空']);
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '1380000' } });
    expect(alerts()).toContain('手机号格式不正确');
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13800000001' } });
    await click(screen.getByTestId('send-code'));
    expect(alerts()).toEqual(['验证码不能为空']);
    expect(calls.sendCode).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: 'x7y8' } });
    await click(screen.getByTestId('send-code'));
    expect(calls.sendCode).toHaveBeenCalledWith({ mobile: '13800000001', captcha: 'x7y8', captcha_id: 'c9' });
    // The server used the captcha up: emptied, a new picture, and no complaint until the next send.
    expect(screen.getByLabelText('验证码')).toHaveValue('');
    expect(calls.captcha).toHaveBeenCalledTimes(2);
    expect(alerts()).toEqual([]);
    expect(await screen.findByText('验证码已发送')).toBeInTheDocument();
  });

  it('logs in with the mobile and the code, without needing the captcha', async () => {
    const { calls, handlers } = renderForm();
    await act(async () => {});
    await click(screen.getByRole('button', { name: '登录' }));
    expect(alerts()).toEqual(['手机号不能为空', '短信验证码不能为空']);
    expect(calls.login).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13800000001' } });
    fireEvent.change(screen.getByLabelText('短信验证码'), { target: { value: '123456' } });
    await click(screen.getByRole('button', { name: '登录' }));
    expect(calls.login).toHaveBeenCalledWith({ mobile: '13800000001', code: '123456' });
    expect(handlers.onLoggedIn).toHaveBeenCalledWith({ token_type: 'Bearer', token: 'm' });
  });
});
