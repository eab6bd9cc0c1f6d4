import { expect, test } from '@playwright/test';
import { makeBranchWithEveryRecord } from '../support/data';
import { PAGES } from '../support/pages';
import { PHONE } from '../support/phone';
import { signInAsOwner } from '../support/session';
import { selectBranch } from '../support/ui';

test.use(PHONE);

test('every page fits a phone: nothing wider than the screen, and rows are cards with thumb-sized actions', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const { branch, post } = await makeBranchWithEveryRecord(request, 'PHONE', 'Phone');
  // A long unbroken value in the audit log (an email, a list written as JSON) must wrap, not widen it.
  await post('/api/users', {
    email: `warden.of.the.phone.branch.with.a.long.address.${branch.code.toLowerCase()}@example-pg-hostels.test`,
    password: 'phone-password-1',
    role: 'user',
    branch_ids: [branch.id],
  });
  await signInAsOwner(page);
  await selectBranch(page, branch.code);

  for (const path of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    await page.screenshot({
      path: testInfo.outputPath(`${path.slice(1).replace(/[?=]/g, '-') || 'dashboard'}.png`),
      fullPage: true,
    });
    expect(width, `${path} is ${width} px wide`).toBeLessThanOrEqual(375);
    // Nor anything inside it that scrolls sideways (a table in a scrolling box, say).
    const sideways = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('body *')]
        .filter((e) => {
          const { overflowX } = getComputedStyle(e);
          return (
            (overflowX === 'auto' || overflowX === 'scroll') &&
            e.clientWidth > 1 &&
            e.scrollWidth > e.clientWidth + 1
          );
        })
        .map((e) => `${e.tagName.toLowerCase()}[${e.getAttribute('data-slot') ?? e.className.slice(0, 40)}]`),
    );
    expect(sideways, `${path} scrolls sideways`).toEqual([]);

    // The bed board's tiles wrap within the screen and each is a thumb-sized target.
    if (path === '/beds?view=board') {
      const tiles = page.getByRole('button', { name: /^Bed [^,]+, \S/ });
      await expect(tiles.first()).toBeVisible();
      for (const tile of await tiles.all()) {
        const box = await tile.boundingBox();
        expect(box?.height ?? 0, `${path}: a tile's height`).toBeGreaterThanOrEqual(44);
        expect(box?.width ?? 0, `${path}: a tile's width`).toBeGreaterThanOrEqual(44);
        expect((box?.x ?? 0) + (box?.width ?? 0), `${path}: a tile's right edge`).toBeLessThanOrEqual(375);
      }
    }

    const action = page.getByRole('listitem').getByRole('button').first();
    if (await action.count()) {
      const box = await action.boundingBox();
      expect(box?.height ?? 0, `${path}: the first card's action`).toBeGreaterThanOrEqual(44);
    }
  }
});
