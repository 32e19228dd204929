import { chromium } from 'playwright-core';
import fs from 'node:fs';
import { readOutbox } from '@usher/infra/testing/mail-outbox';

const base = 'http://127.0.0.1:3101';
const dataDir = process.env.DATA_DIR!;
const out = '/tmp/recovery/shots';
fs.mkdirSync(out, { recursive: true });
const json = (r: Response) => r.json() as Promise<any>;
const post = (url: string, body: object, token?: string) => fetch(base + url, { method: 'POST', headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) }, body: JSON.stringify(body) });

const admin = await json(await post('/api/auth/signup', { first_name: 'Ada', last_name: 'Admin', email: 'ada@example.com', password: 'correct horse battery' }));
const bob = await json(await post('/api/auth/signup', { first_name: 'Bob', last_name: 'Builder', email: 'bob@example.com', password: 'correct horse battery' }));
await post('/api/auth/forgot-password', { email: 'ada@example.com' });
await new Promise((r) => setTimeout(r, 1500));
const mails = await readOutbox(`${dataDir}/mail`);
const resetMail = mails.filter((m) => m.subject === 'Reset your Usher password').at(-1)!;
const token = /token=([\w-]+)/.exec(resetMail.text)![1];
fs.writeFileSync(`${out}/reset-mail.txt`, resetMail.text);

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
for (const width of [1440, 390]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await ctx.newPage();
  const snap = async (name: string) => page.screenshot({ path: `${out}/${name}-${width}.png`, fullPage: true });
  await page.goto(`${base}/account/login`); await page.getByRole('button', { name: 'Sign in' }).waitFor(); await snap('login');
  await page.goto(`${base}/account/forgot-password`); await page.getByRole('button', { name: 'Send reset link' }).click(); await snap('forgot-errors');
  await page.goto(`${base}/account/send-reset-link`); await page.getByRole('heading', { name: 'Check your email' }).waitFor(); await snap('send-reset-link');
  await page.goto(`${base}/account/reset-password?token=${token}`); await page.getByLabel('New password', { exact: true }).fill('password'); await page.getByRole('button', { name: 'Reset password' }).click(); await page.waitForTimeout(300); await snap('reset-errors');
  await page.goto(`${base}/account/reset-password`); await page.waitForTimeout(500); await snap('reset-no-token');
  await page.goto(`${base}/account/login?reset=done`); await page.waitForTimeout(500); await snap('login-after-reset');
  // sign in as admin
  await page.goto(`${base}/account/login`);
  await page.getByLabel('Email').fill('ada@example.com'); await page.getByLabel('Password', { exact: true }).fill('correct horse battery');
  await page.getByRole('button', { name: 'Sign in' }).click(); await page.waitForURL(`${base}/`);
  await page.goto(`${base}/account/profile`); await page.getByRole('button', { name: 'Save name' }).waitFor(); await snap('account-settings');
  await page.goto(`${base}/admin/users`); await page.getByRole('button', { name: 'Password actions for Bob Builder' }).click(); await page.waitForTimeout(300); await snap('admin-users-menu');
  await page.getByRole('menuitem', { name: 'Set temporary password' }).click(); await page.waitForTimeout(300); await snap('admin-temp-dialog');
  await page.keyboard.press('Escape');
  await ctx.close();
}
// Bob gets a temporary password and signs in with it
await post(`/api/v2/user/${bob.user.id}/default-password`, {}, admin.access_token);
await new Promise((r) => setTimeout(r, 500));
const temp = /^ {4}(\S{16})$/m.exec((await readOutbox(`${dataDir}/mail`)).filter((m) => m.subject === 'Your temporary Usher password').at(-1)!.text)![1];
for (const width of [1440, 390]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await ctx.newPage();
  await page.goto(`${base}/account/login`);
  await page.getByLabel('Email').fill('bob@example.com'); await page.getByLabel('Password', { exact: true }).fill(temp);
  await page.getByRole('button', { name: 'Sign in' }).click(); await page.waitForURL('**/account/choose-password**');
  await page.screenshot({ path: `${out}/choose-password-${width}.png`, fullPage: true });
  await ctx.close();
}
await browser.close();
console.log('done');
