import type { Route } from '../http/route.js';

/**
 * The merchant dashboard. `POST /v1/dashboard-sessions` is an API route (any key) that makes a
 * one-time sign-in link; the rest are pages for people, outside `/v1`, public in the table (no API
 * key: the session cookie is their credential, checked by the dashboard itself) and counted like the
 * payment page's token when a link or session is unknown.
 *
 * The pages are five rows, not one per page: each row's function serves a family of paths by its
 * path parameters (`/dashboard/{section}`: every list; `/dashboard/{section}/{id}`: every detail and
 * the sign-in link; the two POST rows: the sign-in, sign-out and every action), so the stack adds
 * five functions for the whole dashboard.
 */
const page = {
  permission: null,
  tag: 'Dashboard',
  tableAccess: 'write',
  countsFailedLookups: true,
  htmlErrors: true,
} as const;

const action = {
  permission: null,
  tag: 'Dashboard',
  tableAccess: 'write',
  countsFailedLookups: true,
  seals: true,
  htmlErrors: true,
  body: 'form',
} as const;

export const dashboardRoutes = {
  createSession: {
    method: 'POST',
    path: '/v1/dashboard-sessions',
    handler: 'functions/dashboard/create-session.ts',
    permission: 'READ_ONLY',
    tag: 'Dashboard',
    body: 'action',
  },
  // Início links to nothing sealed (no cursor, no page link); the lists and details do.
  home: { method: 'GET', path: '/dashboard', ...page, handler: 'functions/dashboard/home.ts' },
  section: {
    method: 'GET',
    path: '/dashboard/{section}',
    ...page,
    seals: true,
    handler: 'functions/dashboard/section.ts',
  },
  detail: {
    method: 'GET',
    path: '/dashboard/{section}/{id}',
    ...page,
    seals: true,
    handler: 'functions/dashboard/detail.ts',
  },
  post: {
    method: 'POST',
    path: '/dashboard/{section}',
    ...action,
    handler: 'functions/dashboard/post.ts',
  },
  postDetail: {
    method: 'POST',
    path: '/dashboard/{section}/{id}',
    ...action,
    handler: 'functions/dashboard/post-detail.ts',
  },
} as const satisfies Record<string, Route>;
