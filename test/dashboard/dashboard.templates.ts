import { keys } from '../../lib/db/keys.js';
import type { Template } from '../security/support/templates.js';

/**
 * The dashboard: its pages are public rows whose credential is the session cookie, which the
 * suites do not hold: every page answers 303 to the sign-in explanation, and a sign-in with an
 * unknown link is a 404 page (a failed look-up of the address). The API route takes any key.
 */
/** The suites hold no session cookie: a page answers 303 before it reads anything. */
const NO_SESSION = 'no session: a 303 before any read';

export const dashboardTemplates: Record<string, Template> = {
  'POST /v1/dashboard-sessions': () => ({
    path: '/v1/dashboard-sessions',
    success: 201,
    kind: 'envelope',
    // The route takes no body: any property is refused (422), and no link is made.
    refusal: { nada: 1 },
    // Any key makes a link, which carries that key's permission.
    readOnlyAdds: keys.dashboardLink('').PK,
  }),
  'GET /dashboard': () => ({
    path: '/dashboard',
    success: 303,
    kind: 'html',
    limited: true,
    readsNothing: NO_SESSION,
  }),
  'GET /dashboard/{section}': () => ({
    path: '/dashboard/charges',
    success: 303,
    kind: 'html',
    limited: true,
    readsNothing: NO_SESSION,
  }),
  'GET /dashboard/{section}/{id}': (f) => ({
    path: `/dashboard/charges/${f.charge.id}`,
    success: 303,
    kind: 'html',
    limited: true,
    readsNothing: NO_SESSION,
  }),
  'POST /dashboard/{section}': () => ({
    path: '/dashboard/sign-out',
    success: 303,
    kind: 'html',
    limited: true,
    readsNothing: NO_SESSION,
  }),
  'POST /dashboard/{section}/{id}': () => ({
    path: `/dashboard/sign-in/${'A'.repeat(43)}`,
    success: 404,
    kind: 'html',
    limited: true,
  }),
};
