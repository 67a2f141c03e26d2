import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium, openSitePage } from '../support/browser';
import { startStaticServer, type StaticServer } from '../support/static-server';

let server: StaticServer;
let browser: Browser;

beforeAll(async () => {
  server = await startStaticServer();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('smoke', () => {
  test('home answers in Estonian', async () => {
    const { page, context, url, consoleErrors } = await openSitePage(browser, server.origin);
    const response = await page.goto(url('/'));
    expect(response?.status()).toBe(200);
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('et');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
