import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { signUpBody } from '@pillars/shared/accounts/schemas';
import { ConfigError, type Env, loadConfig, publicAppUrl, requiresStaffTwoFactor } from '../../config/env.ts';
import { DataDirectoryInUseError, openDatabase } from '../client.ts';
import { createSuperadmin, SuperadminRefusedError } from './superadmin.ts';

/**
 * `npm run admin:create -- --email you@example.com`: creates the first superadmin of the
 * database of DATABASE_URL or DATA_DIR (the README's "Deploying" says why a CLI and not a
 * setup link). The password is typed twice at a terminal (empty: one is generated), read
 * from stdin with --password-stdin, or else generated and printed once. Refuses when a
 * superadmin exists, unless --another.
 */
const usage = `Usage: npm run admin:create -- --email <address> [options]

  --email <address>       the superadmin's sign-in address (required)
  --first-name <name>     default "Admin"
  --last-name <name>      default "Pillars"
  --organization <name>   their organization, created with free access if new (default "Pillars HQ")
  --password-stdin        read the password from the first line of stdin
  --another               create one even though a superadmin exists
  --help

Without --password-stdin: asked for at a terminal (leave it empty to generate one), else
generated and printed once. On the embedded database, stop the server first.`;

const inputSchema = signUpBody.pick({ firstName: true, lastName: true, email: true, password: true }).extend({
  organizationName: signUpBody.shape.agencyName,
});

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

async function readFirstLine(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '';
}

/** Asks at the terminal without echoing what is typed. */
function askHidden(question: string): Promise<string> {
  const { stdin, stdout } = process;
  stdout.write(question);
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  stdin.resume();
  return new Promise((resolvePromise, reject) => {
    let value = '';
    const finish = (error?: Error) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      stdout.write('\n');
      if (error) reject(error);
      else resolvePromise(value);
    };
    const onData = (chunk: string) => {
      for (const character of chunk) {
        if (character === '\r' || character === '\n' || character === '\u0004') return finish();
        if (character === '\u0003') return finish(new Error('Canceled.'));
        if (character === '\u007f' || character === '\b') value = value.slice(0, -1);
        else value += character;
      }
    };
    stdin.on('data', onData);
  });
}

async function choosePassword(fromStdin: boolean): Promise<{ password: string; generated: boolean }> {
  if (fromStdin) return { password: await readFirstLine(), generated: false };
  if (process.stdin.isTTY) {
    const password = await askHidden('Password (8 to 128 characters; leave empty to generate one): ');
    if (password) {
      if ((await askHidden('The same password again: ')) !== password) {
        throw new SuperadminRefusedError('The passwords differ; nothing was created.');
      }
      return { password, generated: false };
    }
  }
  return { password: randomBytes(18).toString('base64url'), generated: true };
}

const options = {
  email: { type: 'string' },
  'first-name': { type: 'string', default: 'Admin' },
  'last-name': { type: 'string', default: 'Pillars' },
  organization: { type: 'string', default: 'Pillars HQ' },
  'password-stdin': { type: 'boolean', default: false },
  another: { type: 'boolean', default: false },
  help: { type: 'boolean', default: false },
} as const;
let args: ReturnType<typeof parseArgs<{ options: typeof options }>>['values'];
try {
  args = parseArgs({ options, allowPositionals: false }).values;
} catch (error) {
  fail(`${(error as Error).message}\n\n${usage}`, 2);
}
if (args.help) {
  console.info(usage);
  process.exit(0);
}
if (!args.email) fail(`--email is required.\n\n${usage}`, 2);

let config: Env;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}

let handle: Awaited<ReturnType<typeof openDatabase>>;
try {
  handle = await openDatabase(
    config.DATABASE_URL
      ? { kind: 'postgres', url: config.DATABASE_URL }
      : { kind: 'pglite', dataDir: resolve(config.DATA_DIR) },
  );
} catch (error) {
  if (error instanceof DataDirectoryInUseError) fail(error.message);
  throw error;
}

let exitCode = 0;
try {
  const { password, generated } = await choosePassword(args['password-stdin']);
  const parsed = inputSchema.safeParse({
    email: args.email,
    firstName: args['first-name'],
    lastName: args['last-name'],
    organizationName: args.organization,
    password,
  });
  if (!parsed.success) {
    throw new SuperadminRefusedError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'),
    );
  }
  const email = parsed.data.email.trim().toLowerCase();
  await createSuperadmin(handle.db, { ...parsed.data, email, allowAnother: args.another });
  // The address the server answers at (APP_URL, else its PORT), as the server itself says it.
  const appUrl = publicAppUrl(config);
  console.info(
    [
      `Created the superadmin ${email} (organization ${parsed.data.organizationName}).`,
      ...(generated
        ? [`Password: ${parsed.data.password}`, 'It is shown once: keep it somewhere safe.']
        : []),
      `Sign in at ${appUrl}/auth/login`,
      requiresStaffTwoFactor(config)
        ? 'After the password, the first sign-in asks you to set up two-factor sign-in: have an authenticator app ready (REQUIRE_STAFF_TWO_FACTOR is on).'
        : 'The first sign-in asks only for the password (REQUIRE_STAFF_TWO_FACTOR is off); set up two-factor sign-in in Settings > Security.',
    ].join('\n'),
  );
} catch (error) {
  if (!(error instanceof SuperadminRefusedError)) throw error;
  console.error(error.message);
  exitCode = 1;
} finally {
  await handle.close();
}
process.exit(exitCode);
