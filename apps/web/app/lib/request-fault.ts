import { isRouteErrorResponse } from 'react-router';

/**
 * A route error below 500 is the request's own fault (a post to a page that takes none, a form that cannot be
 * read): it is answered with its status and not logged, since anyone can send one.
 */
export const isRequestFault = (error: unknown): boolean => isRouteErrorResponse(error) && error.status < 500;
