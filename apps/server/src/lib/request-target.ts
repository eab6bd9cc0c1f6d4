/**
 * HTTP/1.1 lets a request line carry an absolute URL (`GET http://any-host/api/users HTTP/1.1`),
 * and a server must accept it. The scheme and authority are dropped before routing, so that
 * routing, access rules, logs and the web app's fallback all see the same origin-form path.
 * Access is decided from the matched route in any case (plugins/auth.ts), never from this text.
 */
const ABSOLUTE_FORM = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i;

export function toOriginForm(url: string): string {
  if (!ABSOLUTE_FORM.test(url)) return url;
  const rest = url.replace(ABSOLUTE_FORM, '');
  return rest.startsWith('/') ? rest : `/${rest}`;
}
