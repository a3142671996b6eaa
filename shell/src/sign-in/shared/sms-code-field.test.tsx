import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@pm/web/i18n';
import { RESEND_SECONDS, SmsCodeField } from './sms-code-field';

function renderField(onSend: () => Promise<boolean>) {
  render(
    <I18nextProvider i18n={i18n}>
      <SmsCodeField onSend={onSend} />
    </I18nextProvider>,
  );
  return screen.getByTestId('send-code') as HTMLButtonElement;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('SmsCodeField', () => {
  it('counts 60 s down after a code went out, then offers to send again', async () => {
    const button = renderField(() => Promise.resolve(true));
    await act(async () => {
      fireEvent.click(button);
    });
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe(`${RESEND_SECONDS} 秒后重新发送`);
    for (let second = 1; second < RESEND_SECONDS; second += 1) {
      act(() => {
        jest.advanceTimersByTime(1000);
      });
    }
    expect(button.textContent).toBe('1 秒后重新发送');
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect(button.disabled).toBe(false);
    expect(button.textContent).toBe('发送验证码');
  });

  it('stays ready when the code did not go out', async () => {
    const onSend = jest.fn(() => Promise.resolve(false));
    const button = renderField(onSend);
    await act(async () => {
      fireEvent.click(button);
    });
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(button.disabled).toBe(false);
    expect(button.textContent).toBe('发送验证码');
  });
});
