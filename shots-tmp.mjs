import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4600';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const pages = process.argv.slice(2);
for (const width of [375, 1366]) {
  const ctx = await browser.newContext({ viewport: { width, height: width < 500 ? 812 : 900 } });
  const page = await ctx.newPage();
  page.on('console', (m) => { if (m.type() === 'error') console.log('console error', m.text().slice(0, 200)); });
  for (const p of pages) {
    const [path, signin] = p.split('|');
    if (signin) {
      await page.goto(base + '/pt-BR/fiat/auth/sign-in');
      await page.getByLabel(/e-mail/i).first().fill(signin);
      await page.getByLabel(/senha/i).first().fill('Autohub!2026');
      await page.getByRole('button', { name: /entrar/i }).first().click();
      await page.waitForTimeout(1500);
    }
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(800);
    const name = `/tmp/shot-${path.replace(/[^a-z0-9]+/gi, '_')}-${width}.png`;
    await page.screenshot({ path: name }); await page.mouse.wheel(0, width < 500 ? 700 : 600); await page.waitForTimeout(400); await page.screenshot({ path: name.replace('.png', '-b.png') });
    console.log(name, await page.evaluate(() => document.documentElement.scrollWidth), await page.title());
  }
  await ctx.close();
}
await browser.close();
