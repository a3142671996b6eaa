import { chromium } from 'playwright-core';
const B = 'http://localhost:8610/api';
const j = async (r) => (await r.json()).data;
async function clientToken() {
  const cap = await j(await fetch(`${B}/client/captcha`));
  const code = (await j(await fetch(`${B}/__test__/captcha/${cap.captcha_id}`))).code;
  const send = await fetch(`${B}/client/send_verify_code`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mobile: '13800000001', captcha_id: cap.captcha_id, captcha: code }) });
  if (!send.ok) console.log('send', send.status, await send.text());
  const sms = (await j(await fetch(`${B}/__test__/sms/13800000001`))).code;
  const login = await j(await fetch(`${B}/client/mobile_login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mobile: '13800000001', code: sms }) }));
  return login.token;
}
const tok = await clientToken();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const shots = process.argv.slice(2);
for (const [lang, theme, width] of [['en-US', 'dark', 390], ['zh-CN', 'light', 1280]]) {
  const ctx = await browser.newContext({ viewport: { width, height: 844 }, locale: lang });
  await ctx.addInitScript(([t, l, th]) => {
    localStorage.setItem('token', `Bearer ${t}`.replace('Bearer Bearer', 'Bearer'));
    localStorage.setItem('rule', 'client');
    localStorage.setItem('arco-locale', l);
    localStorage.setItem('pm-settings', JSON.stringify({ theme: th }));
  }, [tok, lang, theme]);
  const page = await ctx.newPage();
  const errors = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  for (const p of ['home', 'finances', 'cert', 'report']) {
    await page.goto(`http://client.localhost:8610/client/${p}`);
    await page.waitForTimeout(3000);
    const over = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await page.screenshot({ path: `/tmp/walk/${lang}-${theme}-${p}.png`, fullPage: true });
    console.log(lang, theme, p, 'overflow', over);
  }
  console.log('errors', errors);
  await ctx.close();
}
await browser.close();
