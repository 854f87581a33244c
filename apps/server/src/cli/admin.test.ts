import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { signUpWithToken, testConfig } from '#test/helpers';
import { buildApp } from '#app';
import { openDatabase } from '#db/client';
import { SERVER_ROOT } from '#config/paths';

const run = promisify(execFile);
const dataDir = mkdtempSync(path.join(tmpdir(), 'wayfare-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs `npm run admin -- ...` as an operator would, on the embedded database in dataDir. */
async function admin(...args: string[]) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'src/cli/admin.ts', ...args],
      {
        cwd: SERVER_ROOT,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
      },
    );
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

/** Signs up through the identity service of a server on dataDir, then stops that server. */
async function signUpOnDisk(email: string) {
  const config = testConfig({ DATA_DIR: dataDir });
  const app = await buildApp({
    config,
    database: await openDatabase({ kind: 'pglite', dataDir }),
    logger: false,
  });
  try {
    await app.ready();
    await signUpWithToken(app, email);
  } finally {
    await app.close();
  }
}

describe('npm run admin', { timeout: 120_000 }, () => {
  it('refuses to grant admin to an address nobody has signed up with', async () => {
    const grant = await admin('grant', 'ops@example.com');
    expect(grant.code).toBe(64);
    expect(grant.out).toContain('ops@example.com has not signed up yet');
    expect((await admin('list')).out).toContain('No admins yet.');
  });

  it('grants admin once the person has signed up, and lists admins', async () => {
    await signUpOnDisk('ops@example.com');
    const grant = await admin('grant', 'Ops@Example.com');
    expect(grant.code).toBe(0);
    expect(grant.out).toContain('ops@example.com is an admin');
    const list = await admin('list');
    expect(list.out).toContain('ops@example.com');
  });

  it('prints a one-time invitation link for an address', async () => {
    const invite = await admin('invite', 'colleague@example.com');
    expect(invite.code).toBe(0);
    expect(invite.out).toMatch(/http:\/\/localhost:3000\/admin-invitation#[\w-]{43}/);
  });

  it('records its grant, invitation and revocation in the audit trail, by the operator', async () => {
    await signUpOnDisk('second.ops@example.com');
    expect((await admin('grant', 'second.ops@example.com')).code).toBe(0);
    const invite = await admin('invite', 'third.ops@example.com');
    expect(invite.code).toBe(0);
    expect((await admin('revoke', 'second.ops@example.com')).code).toBe(0);

    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const select = async <Row>(statement: ReturnType<typeof sql>): Promise<Row[]> => {
        const answer: unknown = await database.db.execute(statement);
        return (answer as { rows: Row[] }).rows;
      };
      const rows = await select<Record<string, unknown>>(
        sql`select actor_kind, actor_id, action, target_type, target_id, address, changes, details
            from audit_events order by id`,
      );
      const [second] = await select<{ id: string }>(
        sql`select id from users where email = 'second.ops@example.com'`,
      );
      const [invitation] = await select<{ id: string }>(
        sql`select id from admin_invitations where email = 'third.ops@example.com'`,
      );
      const operator = { actor_kind: 'operator', actor_id: null, address: null };
      expect(rows.filter((r) => r.target_id === second!.id)).toEqual([
        expect.objectContaining({
          ...operator,
          action: 'user.role',
          target_type: 'user',
          changes: { role: { from: 'user', to: 'admin' } },
        }),
        expect.objectContaining({
          ...operator,
          action: 'user.role',
          target_type: 'user',
          changes: { role: { from: 'admin', to: 'user' } },
        }),
      ]);
      expect(rows.filter((r) => r.target_id === invitation!.id)).toEqual([
        expect.objectContaining({
          ...operator,
          action: 'user.invite',
          target_type: 'admin-invitation',
          changes: { email: 'changed' },
          details: expect.objectContaining({ kind: 'invitation' }) as unknown,
        }),
      ]);
      // Every entry the commands wrote is the operator's, and none names a person.
      expect(rows.every((r) => r.actor_kind === 'operator')).toBe(true);
      expect(JSON.stringify(rows)).not.toContain('@example.com');
    } finally {
      await database.close();
    }
  });

  it('refuses to revoke the last admin and explains its usage', async () => {
    const revoke = await admin('revoke', 'ops@example.com');
    expect(revoke.code).not.toBe(0);
    expect(revoke.out).toContain('last admin');
    const usage = await admin('promote', 'nobody');
    expect(usage.code).toBe(64);
    expect(usage.out).toContain('Usage: npm run admin -- grant EMAIL');
  });

  it('refuses to run while a server holds the embedded database', async () => {
    const held = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const grant = await admin('grant', 'second@example.com');
      expect(grant.code).toBe(78);
      expect(grant.out).toContain('in use by another Wayfare process');
    } finally {
      await held.close();
    }
  });
});
