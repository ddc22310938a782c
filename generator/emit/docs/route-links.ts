/**
 * Redoc 3 routes by the page's fragment (`docs/#/weighted_backends`), and its links navigate there when clicked. The
 * page `build-docs` prerenders, though, writes its router links (`<a … data-discover="true">`, React Router's mark) with
 * the route as a path, `href="/weighted_backends"`, and hydration leaves an attribute as the server wrote it: opened
 * in a new tab, copied or bookmarked, every sidebar link of a freshly opened page named a path of the server (an API
 * route or a 404), not a section of the docs. Here each such href becomes the fragment the link navigates to
 * (`#/weighted_backends`), which is also what the renderer writes for the links it renders itself.
 */

/** A router link's opening tag whose href is a path (one slash, not a scheme-relative `//`). */
const ROUTE_LINK = /<a\b[^>]*\bdata-discover="true"[^>]*>/g;
const PATH_HREF = /\bhref="(\/(?!\/)[^"]*)"/;

export function fragmentRouteLinks(html: string): string {
  return html.replace(ROUTE_LINK, (tag) => tag.replace(PATH_HREF, (_, route: string) => `href="#${route}"`));
}
