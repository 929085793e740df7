const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The origin the picker may post to and hear from, or null when refused. It must be a bare
 * origin (scheme, host, port; never '*' or 'null') served over https, or the picker's own
 * origin, or a local development host.
 */
export function allowedHostOrigin(origin: unknown, ownOrigin: string): string | null {
  if (typeof origin !== 'string' || origin.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(origin.trim());
  } catch {
    return null;
  }
  const bare = url.origin;
  if (bare === 'null' || bare !== origin.trim().replace(/\/$/, '')) return null;
  if (bare === ownOrigin || url.protocol === 'https:') return bare;
  return url.protocol === 'http:' && LOCAL_HOSTNAMES.has(url.hostname) ? bare : null;
}
