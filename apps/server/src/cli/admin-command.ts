import { MOBILE_PATTERN, passwordProblem, USER_TYPE } from '@wiy/shared/account-rules';
import type { RoleName } from '@wiy/shared/admin.schema';
import { parseArgs } from 'node:util';
import { newId } from '../lib/ids.ts';
import { hashPassword } from '../lib/password-hash.ts';
import type { CommandServices } from './run-command.ts';
import { UsageError } from './usage-error.ts';

export const ADMIN_USAGE = `Usage:
  npm run admin -- create --mobile 9876543210 --password 'Str0ng&pass' [--first-name Asha] [--last-name Rao]
  npm run admin -- grant --mobile 9876543210 --role curator|admin
  npm run admin -- revoke --mobile 9876543210`;

/**
 * `npm run admin`: makes the first admin (or any admin) without SQL, and grants or takes roles. The person
 * made here is verified at once: whoever runs this command on the server vouches for the number.
 */
export async function runAdminCommand(argv: string[], { people: { unit, service }, clock, config }: CommandServices): Promise<string> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      mobile: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
    },
  });
  const [command] = positionals;
  const mobile = values.mobile ?? '';
  if (!MOBILE_PATTERN.test(mobile)) throw new UsageError('--mobile must be a 10-digit mobile number');
  const { people, users } = unit.repos;
  const existing = await people.findUserByMobile(mobile);

  if (command === 'create') {
    const problem = passwordProblem(values.password ?? '');
    if (problem) throw new UsageError(`--password: ${problem}`);
    if (existing) throw new UsageError(`A user with mobile ${mobile} exists already: use \`grant --mobile ${mobile} --role admin\``);
    const now = clock.now().toISOString();
    const id = newId(clock.now());
    await users.insert({
      id,
      user_name: mobile,
      first_name: values['first-name'] ?? 'Admin',
      last_name: values['last-name'] ?? 'User',
      email: null,
      password_hash: await hashPassword(values.password!),
      type: USER_TYPE,
      application: config.shortName,
      role: 'admin',
      verified: now,
      created: now,
      updated: now,
    });
    return `Created admin ${mobile}: sign in at /login, then open /admin.`;
  }
  if (command === 'grant' || command === 'revoke') {
    if (!existing) throw new UsageError(`No user with mobile ${mobile}`);
    const role = command === 'revoke' ? 'visitor' : values.role;
    if (role !== 'curator' && role !== 'admin' && role !== 'visitor') throw new UsageError('--role must be curator or admin');
    await service.setRole(existing.id, role as RoleName, null);
    return `${mobile} is now ${role}.`;
  }
  throw new UsageError(command ? `Unknown command "${command}"` : 'No command given');
}
