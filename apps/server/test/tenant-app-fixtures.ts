import type { TestApp } from './helper.ts';

/**
 * A tenant signed in to the tenant app as a tenant is: staff invite them ('Invite to the tenant
 * app'), and the invite is opened with a PIN. Answers the tenant's headers and what the invite gave.
 */
export async function signInTenant(
  t: TestApp,
  staff: { headers: Record<string, string> },
  tenantId: string,
  pin = '482913',
) {
  const invited = await t.app.inject({
    method: 'POST',
    url: `/api/tenants/${tenantId}/app-invite`,
    headers: staff.headers,
  });
  if (invited.statusCode !== 201) throw new Error(`invite failed: ${invited.body}`);
  const { token } = invited.json() as { token: string };
  const opened = await t.app.inject({
    method: 'POST',
    url: '/api/tenant-app/auth/invite',
    payload: { token, pin, pin_again: pin },
  });
  if (opened.statusCode !== 200) throw new Error(`opening the invite failed: ${opened.body}`);
  const body = opened.json() as { access_token: string };
  return {
    token,
    pin,
    refreshCookie: opened.cookies.find((c) => c.name === 'pg_tenant_refresh')!.value,
    headers: { authorization: `Bearer ${body.access_token}` },
  };
}
