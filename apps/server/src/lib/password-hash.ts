import { hash, verify } from '@node-rs/argon2';

/**
 * `Algorithm.Argon2id` of @node-rs/argon2. The library declares its algorithms as an ambient const enum,
 * which `verbatimModuleSyntax` cannot read, so its value is written here.
 */
const ARGON2ID = 2;

/** An argon2id hash of a password, with the library's recommended cost; the salt is inside the hash. */
export async function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

/** Whether `password` is the one `hash` was made from; a malformed hash is simply no match. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
