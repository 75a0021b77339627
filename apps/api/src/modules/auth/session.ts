import { createHash, randomBytes } from 'node:crypto';
import { overHttps } from '../../http/in-process.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type {} from '@fastify/cookie';
import type { Db } from '@dawa/db';
import { ok, type Result } from '../../http/result.ts';
import { authErrors } from './errors.ts';

/**
 * Server-side sessions: a random 256-bit token in an HttpOnly cookie, its SHA-256 in `sessions`.
 * Other modules call `currentUser(request)` or `requireUser(request)`.
 */
export const SESSION_COOKIE = 'dawa_session';
/** Over HTTPS the cookie is Secure and `__Host-` prefixed (no Domain, Path=/). */
export const SECURE_SESSION_COOKIE = '__Host-dawa_session';
const DAY = 24 * 60 * 60_000;
export const SESSION_IDLE_MS = 30 * DAY;
export const SESSION_ABSOLUTE_MS = 90 * DAY;
/** last_seen_at is written at most this often. */
const TOUCH_EVERY_MS = 5 * 60_000;

export interface SessionUser {
  id: number;
  mobileNumber: string;
}

export const newSessionToken = () => randomBytes(32).toString('base64url');
export const hashSessionToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function sessionStore(db: Db, now: () => Date = () => new Date()) {
  const idleCutoff = (at: Date) => new Date(at.getTime() - SESSION_IDLE_MS);
  return {
    /** A new session for `userId`; the session of `previousToken` (if any) is deleted: rotation at login. */
    async rotate(previousToken: string | undefined, userId: number): Promise<string> {
      const token = newSessionToken();
      const at = now();
      await db.transaction().execute(async (trx) => {
        if (previousToken) await trx.deleteFrom('sessions').where('token_hash', '=', hashSessionToken(previousToken)).execute();
        await trx
          .deleteFrom('sessions')
          .where('user_id', '=', userId)
          .where((eb) => eb.or([eb('expires_at', '<=', at), eb('last_seen_at', '<=', idleCutoff(at))]))
          .execute();
        await trx
          .insertInto('sessions')
          .values({
            token_hash: hashSessionToken(token),
            user_id: userId,
            created_at: at,
            last_seen_at: at,
            expires_at: new Date(at.getTime() + SESSION_ABSOLUTE_MS),
          })
          .execute();
      });
      return token;
    },

    /** The user of a live session (neither idle for 30 days nor older than 90), or null. */
    async find(token: string): Promise<SessionUser | null> {
      const at = now();
      const tokenHash = hashSessionToken(token);
      const row = await db
        .selectFrom('sessions as s')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .select(['u.id', 'u.mobile_number', 's.last_seen_at'])
        .where('s.token_hash', '=', tokenHash)
        .where('s.expires_at', '>', at)
        .where('s.last_seen_at', '>', idleCutoff(at))
        .executeTakeFirst();
      if (!row) return null;
      if (at.getTime() - new Date(row.last_seen_at).getTime() > TOUCH_EVERY_MS) {
        await db.updateTable('sessions').set({ last_seen_at: at }).where('token_hash', '=', tokenHash).execute();
      }
      return { id: row.id, mobileNumber: row.mobile_number };
    },

    async destroy(token: string) {
      await db.deleteFrom('sessions').where('token_hash', '=', hashSessionToken(token)).execute();
    },
  };
}
export type SessionStore = ReturnType<typeof sessionStore>;

interface RequestSession {
  store: SessionStore;
  user?: Promise<SessionUser | null>;
}
const requestSessions = new WeakMap<FastifyRequest, RequestSession>();

/** Makes `currentUser` work for every request of `app` (called once by the API plugin). */
export function installSessions(app: FastifyInstance, store: SessionStore) {
  app.addHook('onRequest', async (request) => {
    requestSessions.set(request, { store });
  });
}

const isHttps = (request: FastifyRequest) => overHttps(request);
const cookieName = (request: FastifyRequest) => (isHttps(request) ? SECURE_SESSION_COOKIE : SESSION_COOKIE);

/** The session token the request carries, if any. */
export function sessionToken(request: FastifyRequest): string | undefined {
  const token = request.cookies?.[cookieName(request)];
  return token && /^[\w-]{43}$/.test(token) ? token : undefined;
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(cookieName(request), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps(request),
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(cookieName(request), { path: '/', httpOnly: true, sameSite: 'lax', secure: isHttps(request) });
}

/** The signed-in customer of this request, or null (looked up once per request). */
export function currentUser(request: FastifyRequest): Promise<SessionUser | null> {
  const session = requestSessions.get(request);
  if (!session) throw new Error('Sessions are not installed on this server (installSessions).');
  const token = sessionToken(request);
  session.user ??= token ? session.store.find(token) : Promise.resolve(null);
  return session.user;
}

/** The signed-in customer, or a 401 failure 'Please log in to continue.' to return as is. */
export async function requireUser(request: FastifyRequest): Promise<Result<SessionUser>> {
  const user = await currentUser(request);
  return user ? ok(user) : authErrors.unauthenticated();
}

/** Forgets what `currentUser` found for this request (after login or logout changed it). */
export function forgetRequestUser(request: FastifyRequest) {
  const session = requestSessions.get(request);
  if (session) delete session.user;
}
