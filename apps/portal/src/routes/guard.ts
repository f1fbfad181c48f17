import { data, redirect, type MiddlewareFunction } from 'react-router';
import { guardRoute } from '@academy/rules';
import { getSession } from '../app/session.ts';
import { currentLocale } from '../app/currentLocale.ts';

/** Spec §2 route guard on every navigation: login-only pages, signed-in users on login/register, 19-digit ids. */
export const guardMiddleware: MiddlewareFunction = async ({ request }, next) => {
  const url = new URL(request.url);
  const session = await getSession();
  const decision = guardRoute({ pathname: url.pathname, search: url.search, signedIn: session !== null, lang: currentLocale() });
  if (decision.action === 'redirect') throw redirect(decision.to);
  if (decision.action === 'not-found') throw data('Not found', { status: 404 });
  return next();
};
