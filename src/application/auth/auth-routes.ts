/** The sign-in's addresses, which the route guard needs on every page and the sign-in screens use. */

export const LOGIN_ROUTE = '/login';
export const AUTH_PATH = '/auth';
/** The query parameter the guard adds on its way to /auth: where the merchant was going. */
export const RETURN_PATH_PARAM = 'path';
