import { redirect, type ActionFunctionArgs } from 'react-router';
import { loginAction } from '../lib/login-action.server.ts';

/** /login opened as a page: the home page with the login drawer open (spec §2: the '#login' hash). */
export function loader() {
  return redirect('/#login');
}

/** The login steps (request-otp, verify-otp); the form is the login drawer. */
export function action({ request }: ActionFunctionArgs) {
  return loginAction(request);
}
