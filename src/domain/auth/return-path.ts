const MAX_RETURN_PATH_LENGTH = 200;

/**
 * A page of the app a merchant may be sent back to after authorizing
 * (docs/product/auth-and-session.md): a plain path of ours (no other origin, no `//`, no `..`, no
 * query), else the dashboard `/`.
 */
export function appReturnPath(path: string | undefined): string {
  if (path === undefined || path.length > MAX_RETURN_PATH_LENGTH) return '/';
  const plain = /^\/(?![/\\])[\w\-./]*$/.test(path) && !path.split('/').includes('..');
  return plain ? path : '/';
}
