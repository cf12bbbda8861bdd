/**
 * Reads a request's query string the way browsers do (URLSearchParams), every parameter, for every route: the
 * browser's code, the server's render of its page and the server's routes then read the same parameters. Node's
 * querystring (Express's default) stops after the 1,000th, so a `preview` behind 1,000 others would be one
 * page to the browser and another to the server.
 */
export function parseQueryString(text: string): Record<string, string | string[]> {
  const query = Object.create(null) as Record<string, string | string[]>;
  for (const [name, value] of new URLSearchParams(text)) {
    const seen = query[name];
    if (seen === undefined) query[name] = value;
    else if (Array.isArray(seen)) seen.push(value);
    else query[name] = [seen, value];
  }
  return query;
}
