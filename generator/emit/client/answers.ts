/**
 * How the client reads each operation's success answer (runtime/client/operation.ts `Answer`) and which
 * operations stream (docs/decisions/0050-streams-and-files.md): JSON; text (`text/*`, XML, YAML) as a string;
 * any other media type as a `Blob`; `text/event-stream` as an EventStream of the document's events. An
 * operation whose success answer offers JSON *and* an event stream (chat completions, commonly, switched by a
 * `stream` body property) keeps its method for JSON and gets a second one for the stream.
 */
import { isJsonMediaType } from '../../ir/json-media-type.js';
import { resolveSchema } from '../../ir/resolve-schema.js';
import type { IrDocument, IrOperation, IrResponse, JsonSchema, JsonSchemaObject } from '../../ir/types.js';
import type { Answer, EventShape } from '../../runtime/client/operation.js';
import { isSuccess } from './type-expressions.js';

type Ir = Pick<IrDocument, 'schemas'>;

/** The media type's family: what the runtime reads the body as. */
export function answerOfMediaType(mediaType: string): Answer {
  const type = mediaType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'text/event-stream') return 'event-stream';
  if (isJsonMediaType(type)) return 'json';
  if (type.startsWith('text/') || /^application\/(xml|yaml|x-yaml|javascript|x-ndjson|jsonl|x-www-form-urlencoded)$/.test(type) || type.endsWith('+xml'))
    return 'text';
  return 'binary';
}

/** The first success response with content: the one the method's result is read from. */
function successResponse(op: IrOperation): IrResponse | undefined {
  return op.responses.find((r) => isSuccess(r) && r.contentType !== undefined);
}

/** How the method reads its answer; undefined for JSON (or no content), the runtime's default. */
export function answerOf(op: IrOperation): Answer | undefined {
  const success = successResponse(op);
  if (success?.contentType === undefined) return undefined;
  const answer = answerOfMediaType(success.contentType);
  return answer === 'json' ? undefined : answer;
}

/** The operation's event stream, when its success answer offers one: its response and what each event is. */
export interface EventStreamOf {
  readonly response: IrResponse;
  readonly shape: EventShape;
  /** Also answers JSON: the stream is a second method beside the JSON one. */
  readonly beside: boolean;
  /** A boolean body property that asks for the stream (`stream`), sent as `true`. */
  readonly flag: string | undefined;
}

export function eventStreamOf(ir: Ir, op: IrOperation): EventStreamOf | undefined {
  const response = op.responses.find((r) => isSuccess(r) && r.eventStream !== undefined);
  if (response?.eventStream === undefined) return undefined;
  return {
    response,
    shape: eventShape(ir, response.eventStream),
    beside: answerOf(op) !== 'event-stream',
    flag: streamFlag(ir, op),
  };
}

const ENVELOPE_FIELDS = new Set(['event', 'data', 'id', 'retry']);

/**
 * An object schema with `data` and no property but the SSE fields describes the whole event (Mistral's
 * documents, OpenAPI 3.2's `itemSchema`); any other schema describes each event's data (OpenAI's). Data is
 * parsed as JSON unless its schema is a string.
 */
export function eventShape(ir: Ir, schema: JsonSchema): EventShape {
  const resolved = resolveSchema(ir, schema);
  const properties = resolved?.['properties'];
  const keys = properties !== null && typeof properties === 'object' ? Object.keys(properties) : [];
  const envelope = keys.includes('data') && keys.every((k) => ENVELOPE_FIELDS.has(k));
  const data = envelope ? resolveSchema(ir, (properties as Record<string, JsonSchema>)['data']) : resolved;
  return { shape: envelope ? 'envelope' : 'data', json: !isStringOnly(data) };
}

function isStringOnly(schema: JsonSchemaObject | undefined): boolean {
  const type = schema?.['type'];
  return type === 'string' || (Array.isArray(type) && type.every((t) => t === 'string' || t === 'null') && type.includes('string'));
}

/** `stream` when the JSON request body has a boolean property of that name. */
function streamFlag(ir: Ir, op: IrOperation): string | undefined {
  const body = op.requestBody;
  if (body === undefined || !isJsonMediaType(body.contentType)) return undefined;
  const properties = resolveSchema(ir, body.schema)?.['properties'];
  if (properties === null || typeof properties !== 'object' || !('stream' in properties)) return undefined;
  const stream = resolveSchema(ir, (properties as Record<string, JsonSchema>)['stream']);
  const type = stream?.['type'];
  const boolean =
    type === 'boolean' ||
    (Array.isArray(type) && type.includes('boolean')) ||
    JSON.stringify(stream?.['anyOf'] ?? stream?.['oneOf'] ?? []).includes('"boolean"');
  return boolean ? 'stream' : undefined;
}

/**
 * The name of the second method that reads the event stream of an operation answering JSON or a stream:
 * `<method>Stream`; undefined when the operation has no such stream, or when `taken` (the namespace's
 * methods) already has that name.
 */
export function besideStreamName(ir: Ir, op: IrOperation, method: string, taken: readonly string[]): string | undefined {
  const events = eventStreamOf(ir, op);
  if (events === undefined || !events.beside) return undefined;
  const name = `${method}Stream`;
  return taken.includes(name) ? undefined : name;
}
