import type { APIRequestContext, Page } from '@playwright/test';

/** The owner account every feature test signs in with; created through the API on first use. */
export const OWNER = { email: 'owner@pg.test', password: 'e2e-owner-password' } as const;

/** Makes sure the owner (a super admin) exists: creates it through first-run setup when no user exists. */
export async function ensureOwner(request: APIRequestContext) {
  const status = await request.get('/api/auth/setup');
  const { needs_setup } = (await status.json()) as { needs_setup: boolean };
  if (needs_setup) {
    const res = await request.post('/api/auth/setup', { data: OWNER });
    if (!res.ok()) throw new Error(`could not create the owner: ${await res.text()}`);
  }
}

/** An API token for the owner, for building test data quickly through the API. */
export async function ownerToken(request: APIRequestContext): Promise<string> {
  await ensureOwner(request);
  const res = await request.post('/api/auth/token?grant_type=password', { data: OWNER });
  if (!res.ok()) throw new Error(`owner sign-in failed: ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** Signs in through the sign-in page, as a person would, and waits for the shell. */
export async function signInAs(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname !== '/auth');
}

export async function signInAsOwner(page: Page) {
  await ensureOwner(page.request);
  await signInAs(page, OWNER.email, OWNER.password);
}

/** Creates a branch through the API and makes it the selected one in this browser. */
export async function createBranch(request: APIRequestContext, token: string, code: string, name: string) {
  const res = await request.post('/api/branches', {
    headers: { authorization: `Bearer ${token}` },
    data: { code, name },
  });
  if (!res.ok()) throw new Error(`branch: ${await res.text()}`);
  return (await res.json()) as { id: string; code: string; name: string };
}
