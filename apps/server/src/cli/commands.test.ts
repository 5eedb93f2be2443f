import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/helper.ts';
import { verifyPassword } from '../lib/password-hash.ts';
import { runAdminCommand } from './admin-command.ts';
import { UsageError } from './usage-error.ts';
import { runContentCommand } from './content-command.ts';

describeEachDatabase('admin and content commands', (ctx) => {
  const admin = (...argv: string[]) => runAdminCommand(argv, ctx().app);
  const content = (...argv: string[]) => runContentCommand(argv, ctx().app);

  it('creates a verified admin who can sign in with the password', async () => {
    expect(await admin('create', '--mobile', '9876543210', '--password', 'Str0ng&pass', '--first-name', 'Asha')).toContain('Created admin 9876543210');
    const user = await ctx().database.db.selectFrom('app_user').selectAll().where('user_name', '=', '9876543210').executeTakeFirstOrThrow();
    expect(user).toMatchObject({ role: 'admin', first_name: 'Asha', verified: '2026-11-23T10:00:00.000Z' });
    expect(await verifyPassword(user.password_hash, 'Str0ng&pass')).toBe(true);
    await expect(admin('create', '--mobile', '9876543210', '--password', 'Str0ng&pass')).rejects.toThrow('exists already');
  });

  it('refuses a weak password, a bad number and an unknown command', async () => {
    await expect(admin('create', '--mobile', '9876543210', '--password', 'abc')).rejects.toThrow(UsageError);
    await expect(admin('create', '--mobile', '12345', '--password', 'Str0ng&pass')).rejects.toThrow('--mobile');
    await expect(admin('promote', '--mobile', '9876543210')).rejects.toThrow('Unknown command');
  });

  it('grants and revokes roles, audited', async () => {
    await admin('create', '--mobile', '9876543210', '--password', 'Str0ng&pass');
    await admin('create', '--mobile', '9876543211', '--password', 'Str0ng&pass');
    expect(await admin('revoke', '--mobile', '9876543211')).toBe('9876543211 is now visitor.');
    expect(await admin('grant', '--mobile', '9876543211', '--role', 'curator')).toBe('9876543211 is now curator.');
    await expect(admin('grant', '--mobile', '9876543211', '--role', 'owner')).rejects.toThrow('--role');
    await expect(admin('grant', '--mobile', '9000000000', '--role', 'admin')).rejects.toThrow('No user');
    const roles = await ctx().database.db.selectFrom('audit_log').select('details').where('entity', '=', 'user').execute();
    expect(roles).toHaveLength(2);
  });

  it('exports to a file and imports it back, and refuses a bad file changing nothing', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wiy-cli-'));
    const good = path.join(dir, 'good.json');
    fs.writeFileSync(good, JSON.stringify({ version: 1, category: [{ uni_id: 'space', u_name: 'space', u_label: 'Space' }] }));
    expect(await content('import', good)).toBe('Imported 1 category.');
    const out = path.join(dir, 'out.json');
    await content('export', out);
    expect(JSON.parse(fs.readFileSync(out, 'utf8')).category).toEqual([{ uni_id: 'space', u_name: 'space', u_label: 'Space', u_list_category_order: 0 }]);
    const bad = path.join(dir, 'bad.json');
    fs.writeFileSync(
      bad,
      JSON.stringify({
        version: 1,
        category: [
          { uni_id: 'moon', u_name: 'moon', u_label: 'Moon' },
          { uni_id: 'x', u_label: 'X' },
        ],
      }),
    );
    await expect(content('import', bad)).rejects.toThrow('Nothing was imported: category[1] (uni_id "x") u_name');
    expect(JSON.parse(await content('export')).category).toHaveLength(1);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
