/**
 * PM_TEST_CHANNEL=1 only: the plain captcha and SMS codes, so end-to-end tests can sign in. The database keeps
 * hashes only; this map lives in memory and exists in no other mode.
 */
export class TestChannel {
  private readonly captchas = new Map<string, string>();
  private readonly smsCodes = new Map<string, string>();

  recordCaptcha(captchaId: string, code: string): void {
    this.captchas.set(captchaId, code);
  }

  recordSms(mobile: string, code: string): void {
    this.smsCodes.set(mobile, code);
  }

  captcha(captchaId: string): string | undefined {
    return this.captchas.get(captchaId);
  }

  sms(mobile: string): string | undefined {
    return this.smsCodes.get(mobile);
  }
}
