import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { hashPassword, verifyPassword } from 'better-auth/crypto';

/**
 * How better-auth hashes and checks passwords. `production` (the default of `buildApp`, the
 * only one a server starts with) is better-auth's own scrypt (N=16384, r=16: about 0.1 s of
 * CPU a hash) and its `salt:key` format, unchanged. `fast` is for the API tests only
 * (`buildTestApp`): a scrypt of a sixty-fourth of the work, in a format of its own
 * (`fast-scrypt:salt:key`), so the thousands of sign-ins of a test run, and the dummy hash of
 * each sign-in to an unknown address, cost little; it still checks production's format, so
 * members made by sign-up or an invitation sign in as before (decision 054).
 */
export type PasswordHashingKind = 'production' | 'fast';

export interface PasswordHashing {
  hash(password: string): Promise<string>;
  verify(data: { hash: string; password: string }): Promise<boolean>;
}

const fastPrefix = 'fast-scrypt:';
const fastParameters = { N: 1024, r: 4, p: 1, keyLength: 32 };

function fastKey(password: string, salt: string): Promise<Buffer> {
  const { N, r, p, keyLength } = fastParameters;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, { N, r, p }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** A password hashed in the tests' fast format (builders and the test template's demo accounts). */
export async function fastPasswordHash(password: string): Promise<string> {
  const salt = randomBytes(16).toString('hex');
  return `${fastPrefix}${salt}:${(await fastKey(password, salt)).toString('hex')}`;
}

const production: PasswordHashing = {
  hash: hashPassword,
  verify: ({ hash, password }) => verifyPassword({ hash, password }),
};

const fast: PasswordHashing = {
  hash: fastPasswordHash,
  async verify({ hash, password }) {
    if (!hash.startsWith(fastPrefix)) return production.verify({ hash, password });
    const [salt, key] = hash.slice(fastPrefix.length).split(':');
    if (!salt || !key) throw new Error('Invalid password hash');
    const expected = Buffer.from(key, 'hex');
    const actual = await fastKey(password, salt);
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  },
};

export function passwordHashing(kind: PasswordHashingKind = 'production'): PasswordHashing {
  return kind === 'fast' ? fast : production;
}
