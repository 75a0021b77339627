import { data } from 'react-router';

/**
 * A post whose body is not a readable form (another content type, a broken multipart body) is the sender's
 * fault: 400 before any action runs, instead of the action's `request.formData()` throwing into a 500.
 * The body is read from a clone, so the action still reads it.
 */
export async function refuseUnreadableForm({ request }: { request: Request }, next: () => Promise<Response>) {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    try {
      await request.clone().formData();
    } catch {
      throw data('Send the form as application/x-www-form-urlencoded or multipart/form-data.', { status: 400 });
    }
  }
  return next();
}
