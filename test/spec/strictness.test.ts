// The spec is as strict as the server where JSON Schema can say it: what the server refuses, the
// schema refuses too, so a request valid per the spec is not refused for its shape.
import { describe, expect, it } from 'vitest';
import bundle from '../../generated/openapi.json' with { type: 'json' };
import { createSpecAjv } from './spec-ajv.js';

const { compile } = createSpecAjv(bundle as never);

describe('edge hostports', () => {
  const hostports = ['HTTPSEdgeCreate', 'HTTPSEdgeUpdate', 'TCPEdgeCreate', 'TCPEdgeUpdate', 'TLSEdgeCreate', 'TLSEdgeUpdate'];
  const refused = ['0:0', '.8:68', 'example.com:65536', 'example.com:0', 'example.com', '-bad.example.com:443', 'a..b:443', `${'a'.repeat(64)}.com:443`, `${'a'.repeat(254)}:80`];
  const accepted = ['a.example.com:1', 'b.example.com.:65535', 'localhost:8080', `${`${'a'.repeat(63)}.`.repeat(3)}${'a'.repeat(61)}:443`];
  it.each(hostports)('%s refuses what the server refuses and admits what it accepts', (name) => {
    const validate = compile({ $ref: `#/components/schemas/${name}` });
    for (const value of refused) expect(validate({ hostports: [value] }), value).toBe(false);
    for (const value of accepted) expect(validate({ hostports: [value] }), value).toBe(true);
  });
});
