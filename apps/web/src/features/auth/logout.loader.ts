import { auth } from '@yim/contract';
import { redirect } from 'react-router';
import { callApi } from '../../lib/api-client.ts';
import { LOGIN_PATH } from './redirect-paths.ts';
import { endSession } from './session.ts';

/** /logout (spec access §2): ends this session on the server, clears user, branch, token and cache, then /login. */
export async function logoutLoader(): Promise<Response> {
  try {
    await callApi(auth.logout, { silent: true });
  } catch {
    // The local session ends even when the server cannot be told (offline, already expired).
  }
  endSession();
  return redirect(LOGIN_PATH);
}
