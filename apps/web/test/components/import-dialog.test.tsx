import { IDEMPOTENCY_KEY_HEADER } from '@pg/contracts/idempotency';
import type { ImportResult } from '@pg/contracts/imports';
import type { ListResponse } from '@pg/contracts/lists';
import { tenantImport } from '@pg/contracts/tenant-import';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ImportButton } from '@/domain/imports/import-dialog';
import { apiClient } from '@/lib/api-client';
import { renderInApp, signIn } from './app';

describe('Import dialog', () => {
  let url = '';
  let branchId = '';
  beforeAll(async () => {
    await signIn();
    const code = `IMP${Math.random().toString(36).slice(2, 8)}`.toUpperCase();
    branchId = (await apiClient.post<{ id: string }>('/api/branches', { code, name: `Imports ${code}` })).id;
    url = `/api/branches/${branchId}/tenants/import`;
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('sends the import (not its preview) with an Idempotency-Key, so a repeat of it adds nothing', async () => {
    const sent = vi.spyOn(globalThis, 'fetch');
    const { user } = renderInApp(
      <ImportButton spec={tenantImport} url={url} noun="tenants" changed="tenants" />,
    );
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const csv = 'name,phone\nAsha Rao,9811100001\nRavi Kumar,9811100002\n';
    await user.upload(
      screen.getByLabelText('CSV file'),
      new File([csv], 'tenants.csv', { type: 'text/csv' }),
    );
    await screen.findByText('2 of 2 rows can be added; 0 will be skipped.');
    await user.click(screen.getByRole('button', { name: 'Import 2 tenants' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const imports = sent.mock.calls
      .filter(([target]) => String(target).endsWith(url))
      .map(([, init]) => ({
        body: JSON.parse(String(init?.body)) as { rows: object[]; dry_run: boolean },
        key: ((init?.headers ?? {}) as Record<string, string>)[IDEMPOTENCY_KEY_HEADER],
      }));
    expect(imports.map((i) => [i.body.dry_run, typeof i.key])).toEqual([
      [true, 'undefined'],
      [false, 'string'],
    ]);
    // The same import sent again with its key (a retry after a lost answer) is answered, not repeated.
    const { body, key } = imports[1]!;
    const again = await apiClient.post<ImportResult>(url, body, {
      headers: { [IDEMPOTENCY_KEY_HEADER]: key! },
    });
    expect(again).toMatchObject({ added: 2, skipped: 0 });
    const tenants = await apiClient.get<ListResponse<{ name: string }>>(`/api/branches/${branchId}/tenants`);
    expect(tenants.items.map((t) => t.name).sort()).toEqual(['Asha Rao', 'Ravi Kumar']);
  });
});
