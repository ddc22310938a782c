/**
 * A response body already written as JSON text. Reads of resources whose stored body is their API
 * JSON (server/resources/crud.ts) answer by joining the stored text with the head fields, instead of
 * parsing it into objects that Fastify's `JSON.stringify` then writes back: on a list of 100 those
 * two steps were a third of the server's CPU (bench/RESULTS.md "Server: what each change gained").
 */
import type { FastifyInstance } from 'fastify';

export class JsonText {
  constructor(readonly text: string) {}
}

/**
 * The text as the body of a handler typed to answer a `T`: the one place where the type system is told
 * that the text stands for a `T` (the response checks below still check it as one).
 */
export function jsonText<T>(text: string): T {
  return new JsonText(text) as unknown as T;
}

/** Writes JsonText bodies as they are and every other body with `JSON.stringify` (Fastify's default). */
export function registerJsonTextSerializer(app: FastifyInstance): void {
  app.setReplySerializer((payload) => (payload instanceof JsonText ? payload.text : JSON.stringify(payload)));
}

/**
 * For the response checks (`validateResponses`), which look at the value a handler returns: a JsonText
 * body becomes the value its text holds, so what is checked is exactly what the client receives.
 */
export function parsedJsonText<R extends { body?: unknown }>(result: R): R {
  return result.body instanceof JsonText ? { ...result, body: JSON.parse(result.body.text) as unknown } : result;
}
