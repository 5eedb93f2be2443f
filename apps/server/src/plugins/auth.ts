import type { ROLE_NAMES } from '@wiy/shared/admin.schema';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { jwtVerify, SignJWT } from 'jose';
import { ClientError } from '../lib/client-error.ts';

/** Who made a request, once the bearer token checked out against a live server-side session. */
export interface AuthUser {
  id: string;
  userName: string;
  firstName: string;
  role: string;
  sessionId: string;
  /** When the token stops being accepted. */
  expires: Date;
}

export type Role = (typeof ROLE_NAMES)[number];

/** How long a token lives; `/verify` refreshes one within the last quarter of its life. */
export const TOKEN_LIFETIME_MS = 7 * 24 * 3600_000;

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenSigner;
    /** The secret that signs tokens (also keys the one-time-code hashes). */
    tokenSecret: string;
    /** The request's user, or undefined for an anonymous or invalid token. */
    authenticate(request: FastifyRequest): Promise<AuthUser | undefined>;
    /** preHandler: 401 without a valid token. */
    requireUser(request: FastifyRequest): Promise<void>;
    /** preHandler factory: 401 anonymous, 403 signed in without one of the roles. */
    requireRole(...roles: Role[]): (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    user?: AuthUser;
  }
}

/** Signs and reads session tokens (HS256 JWTs carrying the user and session ids). */
export class TokenSigner {
  private readonly key: Uint8Array;
  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  async sign(claims: { userId: string; sessionId: string }, now: Date, expires: Date): Promise<string> {
    return new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.userId)
      .setIssuedAt(Math.floor(now.getTime() / 1000))
      .setExpirationTime(Math.floor(expires.getTime() / 1000))
      .sign(this.key);
  }

  /** The claims of a token signed here and not expired at `now`, or undefined. */
  async read(token: string, now: Date): Promise<{ userId: string; sessionId: string } | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], currentDate: now });
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return undefined;
      return { userId: payload.sub, sessionId: payload.sid };
    } catch {
      return undefined;
    }
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/** Signs the session tokens with the app's secret, which also keys the one-time-code hashes (the account's services). */
export const sessionTokens = fp<{ secret: string }>(
  async (app, { secret }) => {
    app.decorate('tokens', new TokenSigner(secret));
    app.decorate('tokenSecret', secret);
  },
  { name: 'session-tokens' },
);

/**
 * Authentication as decorators, over the account's session service: a token counts while its session row is
 * live, so logout, a password change or an account deletion end it at once.
 */
export const authentication = fp(
  async (app) => {
    app.decorateRequest('user', undefined);

    app.decorate('authenticate', async (request: FastifyRequest) => {
      request.user ??= await app.account.sessions.authenticate(bearerToken(request));
      return request.user;
    });

    app.decorate('requireUser', async (request: FastifyRequest) => {
      if (!(await app.authenticate(request))) throw new ClientError(401, 'Sign in to continue');
    });

    app.decorate('requireRole', (...roles: Role[]) => async (request: FastifyRequest) => {
      const user = await app.authenticate(request);
      if (!user) throw new ClientError(401, 'Sign in to continue');
      if (!roles.includes(user.role as Role)) throw new ClientError(403, 'You do not have access to this');
    });
  },
  { name: 'authentication', dependencies: ['account'] },
);
