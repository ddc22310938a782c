import { describe, expect, it } from 'vitest';
import { JsonText, JsonTextStream } from './json-text.js';

async function bytesOf(stream: JsonTextStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('JsonText', () => {
  it('writes a small text as one string, joined from its pieces', () => {
    expect(new JsonText('{"a":1}').wire()).toBe('{"a":1}');
    expect(new JsonText(['{"a":[', '1', ',2', ']}']).wire()).toBe('{"a":[1,2]}');
    expect(new JsonText(['{"a":[', '1', ',2', ']}']).text).toBe('{"a":[1,2]}');
  });

  it('writes a large text as a stream of its UTF-8 bytes with their length, never cutting a surrogate pair', async () => {
    // A pair straddling every place a chunk of 64 Ki code units could end, two-byte and three-byte characters,
    // empty pieces, and pieces larger than a chunk.
    const pair = '😀';
    const parts = [`{"items":["${'a'.repeat(64 * 1024 - 11)}${pair}é€"`, '', `,"${pair.repeat(70_000)}"`, ',"x"'.repeat(20_000), ']}'];
    const text = parts.join('');
    const wire = new JsonText(parts).wire();
    expect(wire).toBeInstanceOf(JsonTextStream);
    const stream = wire as JsonTextStream;
    expect(stream.byteLength).toBe(Buffer.byteLength(text));
    const bytes = await bytesOf(stream);
    expect(bytes.length).toBe(stream.byteLength);
    expect(bytes.toString('utf8')).toBe(text);
    expect(JSON.parse(bytes.toString('utf8')).items).toHaveLength(20_002);
  });

  it('writes pieces of bytes as they are, between pieces of text, in a small text and a large one', async () => {
    const bytes = (text: string) => Buffer.from(text, 'utf8');
    expect(new JsonText(['{"a":[', bytes('1,"é"'), '', bytes(''), ',2', ']}']).wire()).toBe('{"a":[1,"é",2]}');
    const row = `"${'€'.repeat(40_000)}"`;
    const parts = ['{"a":[', bytes(row), ',', bytes(''), bytes(row), ',', row, ',', bytes(row), ']}'];
    const text = `{"a":[${[row, row, row, row].join(',')}]}`;
    const stream = new JsonText(parts).wire() as JsonTextStream;
    expect(stream).toBeInstanceOf(JsonTextStream);
    expect(stream.byteLength).toBe(Buffer.byteLength(text));
    expect((await bytesOf(stream)).toString('utf8')).toBe(text);
  });

  it('streams one large string as it is', async () => {
    const text = `"${'ü'.repeat(300_000)}"`;
    const stream = new JsonText(text).wire() as JsonTextStream;
    expect((await bytesOf(stream)).equals(Buffer.from(text))).toBe(true);
  });

  it('gives lent pieces back once: when joined into a small text, or when the stream of a large one is released, not before', () => {
    let released = 0;
    const lease = { release: () => (released += 1) };
    expect(new JsonText(['{"a":', Buffer.from('1'), '}'], lease).wire()).toBe('{"a":1}');
    expect(released).toBe(1);
    const stream = new JsonText(['[', Buffer.alloc(300 * 1024, 0x31), ']'], lease).wire();
    if (!(stream instanceof JsonTextStream)) throw new Error('a large text is a stream');
    expect(released).toBe(1);
    stream.release();
    stream.release();
    expect(released).toBe(2);
  });
});
