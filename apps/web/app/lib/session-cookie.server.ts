const SESSION = /(?:^|;\s*)(?:__Host-)?dawa_session=/;

/** Whether the request carries a session cookie (it may still have expired: the API decides). */
export const hasSessionCookie = (request: Request) => SESSION.test(request.headers.get('cookie') ?? '');
