import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { AuditEvent } from '@wayfare/contract/audit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuditTrail } from './audit-trail';

const GRANT_BY_OPERATOR: AuditEvent = {
  _id: '2',
  at: '2026-12-02T10:00:00+06:00',
  actorKind: 'operator',
  actorId: null,
  actorName: null,
  action: 'user.role',
  targetType: 'user',
  targetId: 'u-new-admin',
  targetName: 'Nasrin New Admin',
  address: null,
  changes: { role: { from: 'user', to: 'admin' } },
  details: null,
};
const INVITE_BY_ADMIN: AuditEvent = {
  ...GRANT_BY_OPERATOR,
  _id: '1',
  actorKind: 'admin',
  actorId: 'u-head-admin',
  actorName: 'Ayesha Head',
  action: 'user.invite',
  targetType: 'admin-invitation',
  targetId: 'i-1',
  targetName: null,
  address: '203.0.113.7',
  changes: { email: 'changed' },
};

/** An entry by an admin whose account is gone, about a person whose account is gone too. */
const BY_DELETED_ADMIN: AuditEvent = {
  ...INVITE_BY_ADMIN,
  _id: '3',
  actorId: 'u-gone-admin',
  actorName: 'deleted user',
  action: 'user.delete',
  targetType: 'user',
  targetId: 'u-gone',
  targetName: 'deleted user',
  changes: null,
};

afterEach(() => vi.restoreAllMocks());

describe('AuditTrail', () => {
  it('names the operator’s entries "operator (CLI)", an admin and a person by name', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
      Promise.resolve(
        new Response(
          JSON.stringify({
            items: [GRANT_BY_OPERATOR, INVITE_BY_ADMIN, BY_DELETED_ADMIN],
            total: 3,
          }),
          {
            status: 200,
            headers: { 'content-type': 'application/json' },
          },
        ),
      ),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <AuditTrail />
      </QueryClientProvider>,
    );
    const table = await screen.findByTestId('audit-table');
    const grant = within(table.querySelector('tr[data-target="u-new-admin"]') as HTMLElement);
    expect(grant.getByText('operator (CLI)')).toBeInTheDocument();
    expect(grant.getByText('Role changed')).toBeInTheDocument();
    expect(grant.getByText('role: user → admin')).toBeInTheDocument();
    expect(grant.getByText('user Nasrin New Admin')).toBeInTheDocument();
    const invite = within(table.querySelector('tr[data-target="i-1"]') as HTMLElement);
    expect(invite.getByText('Ayesha Head')).toBeInTheDocument();
    expect(invite.getByText('admin-invitation i-1')).toBeInTheDocument();
    const gone = within(table.querySelector('tr[data-target="u-gone"]') as HTMLElement);
    expect(gone.getByText('deleted user')).toBeInTheDocument();
    expect(gone.getByText('user deleted user')).toBeInTheDocument();
  });
});
