/**
 * The request bodies the API reads: JSON only (RFC 8259). Two departures from Fastify's defaults:
 * an empty body sent with `Content-Type: application/json` is no body (clients of the service send the
 * header on every call, DELETE and agent commands included), and `text/plain` is not parsed, so a text
 * body is refused with 415 like any other media type instead of reaching the validators as a string.
 */
import type { FastifyInstance } from 'fastify';

export function registerBodyParsers(app: FastifyInstance): void {
  // Fastify's own parser (prototype-poisoning checks included), minus its "empty body" error.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body.length === 0) {
      done(null, undefined);
      return;
    }
    parseJson(request, body as string, done);
  });
}
