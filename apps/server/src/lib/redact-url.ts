/** Query parameters that carry a credential: never written to a log. */
const SECRET_PARAMS =
  /^(client_secret|code|state|token|access_token|id_token|refresh_token|password|secret|signature|key)$/i;

/**
 * The URL with the values of credential-bearing query parameters replaced, for logs: a payment
 * intent's client secret (the browser polls with it), OAuth codes and states, e-mail tokens.
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return url;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // a malformed escape: judged as written
      }
      return equals !== -1 && SECRET_PARAMS.test(decoded) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, queryAt)}?${query}`;
}
