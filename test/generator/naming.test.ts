// Given/want tables for the naming module: casing, SDK namespaces and methods, argument and type names.
import { describe, expect, it } from 'vitest';
import { Diagnostics } from '../../generator/diagnostics.js';
import type { IrOperation } from '../../generator/ir/types.js';
import { pathArgumentNames } from '../../generator/naming/argument-names.js';
import { camelCase, pascalCase } from '../../generator/naming/casing.js';
import { propertyKey, safeIdentifier } from '../../generator/naming/identifier.js';
import { operationTypeNames } from '../../generator/naming/operation-type-names.js';
import { leadingVerb, sdkNamespaces } from '../../generator/naming/sdk-names.js';
import { schemaAliasNames } from '../../generator/naming/type-names.js';

function op(operationId: string, tag = 't'): IrOperation {
  return {
    operationId, operationIdDerived: false, method: 'get', path: `/${operationId}`, tag, tags: [tag], summary: undefined, description: undefined,
    deprecated: false, pathParams: [], queryParams: [], headerParams: [], cookieParams: [], requestBody: undefined, responses: [],
    security: [], extensions: {}, pointer: `/paths/~1${operationId}/get`,
  };
}

describe('casing', () => {
  it.each([
    ['reserved_addrs', 'reservedAddrs'],
    ['https_edge_route_oauth_module', 'httpsEdgeRouteOauthModule'],
    ['Fine-tuning', 'fineTuning'],
    ['URL', 'url'],
    ['Api20100401Account', 'api20100401Account'],
    ['already camelCase', 'alreadyCamelCase'],
  ])('camelCase(%s) = %s', (given, want) => expect(camelCase(given)).toBe(want));

  it.each([
    ['createTunnelGroupBackend', 'CreateTunnelGroupBackend'],
    ['tunnel_group_backend', 'TunnelGroupBackend'],
    ['Foo.Bar-baz', 'FooBarBaz'],
  ])('pascalCase(%s) = %s', (given, want) => expect(pascalCase(given)).toBe(want));

  it.each([
    ['delete', 'delete_'],
    ['class', 'class_'],
    ['2fa', '_2fa'],
    ['ok', 'ok'],
  ])('safeIdentifier(%s) = %s', (given, want) => expect(safeIdentifier(given)).toBe(want));

  it.each([
    ['edge_id', 'edge_id'],
    ['Service-Version', '"Service-Version"'],
  ])('propertyKey(%s) = %s', (given, want) => expect(propertyKey(given)).toBe(want));
});

describe('SDK names', () => {
  it.each([
    ['createTunnelGroupBackend', 'create'],
    ['replaceHttpsEdgeRouteOAuthModule', 'replace'],
    ['ListCall', 'list'],
    ['get', 'get'],
  ])('leadingVerb(%s) = %s', (given, want) => expect(leadingVerb(given)).toBe(want));

  it('uses the verb when unique in the namespace, else the whole operationId', () => {
    const diagnostics = new Diagnostics();
    const namespaces = sdkNamespaces(
      [op('createThing', 'things'), op('getThing', 'things'), op('listThings', 'things'), op('createOther', 'things'), op('restartSession', 'tunnel_sessions')],
      ['tunnel_sessions', 'things'],
      diagnostics,
    );
    expect(namespaces.map((ns) => [ns.name, ns.methods.map((m) => m.name)])).toEqual([
      ['tunnelSessions', ['restart']],
      ['things', ['createThing', 'get', 'list', 'createOther']],
    ]);
    expect(diagnostics.all).toEqual([]);
  });

  it('reports tags that collide after casing, and a tag named like a client member', () => {
    const diagnostics = new Diagnostics();
    const namespaces = sdkNamespaces([op('a', 'foo_bar'), op('b', 'foo-bar'), op('c', 'raw')], ['foo_bar', 'foo-bar', 'raw'], diagnostics);
    expect(namespaces.map((ns) => ns.name)).toEqual(['fooBar']);
    expect(diagnostics.all.map((d) => [d.code, d.message])).toEqual([
      ['GEN007', 'tag "foo-bar" becomes client namespace "fooBar", which tag "foo_bar" already uses'],
      ['GEN007', 'tag "raw" becomes client namespace "raw", which the client already uses'],
    ]);
  });

  it('reports operations that collide after casing', () => {
    const diagnostics = new Diagnostics();
    sdkNamespaces([op('get-thing'), op('getThing'), op('get_thing')], ['t'], diagnostics);
    expect(diagnostics.all.map((d) => d.message)).toEqual([
      'operations "get-thing" and "getThing" both become method "getThing" of namespace for tag "t"',
      'operations "get-thing" and "get_thing" both become method "getThing" of namespace for tag "t"',
    ]);
  });

  it.each([
    [['edge_id', 'id'], ['edgeId', 'id']],
    [['body', 'query'], ['body2', 'query2']],
    [['in', 'a-b', 'a_b'], ['in_', 'aB', 'aB2']],
  ])('pathArgumentNames(%j) = %j', (given, want) => expect(pathArgumentNames(given)).toEqual(want));
});

describe('type names', () => {
  it('names operation types after the operationId and suffixes sanitising collisions', () => {
    const diagnostics = new Diagnostics();
    const names = operationTypeNames([op('getThing'), op('get-thing')], diagnostics);
    expect(names.get('getThing')).toEqual({ path: 'GetThingPath', query: 'GetThingQuery', body: 'GetThingBody', response: 'GetThingResponse', item: 'GetThingItem' });
    expect(names.get('get-thing')?.response).toBe('GetThing2Response');
    expect(diagnostics.all.map((d) => [d.code, d.severity])).toEqual([['GEN007', 'warning']]);
  });

  it('gives schemas an alias unless it is taken, warning instead', () => {
    const diagnostics = new Diagnostics();
    const schema = (name: string) => ({ name, schema: {}, pointer: `/components/schemas/${name}` });
    const aliases = schemaAliasNames([schema('Thing'), schema('thing'), schema('ApiClient'), schema('a.b')], new Set(['ApiClient']), diagnostics);
    expect([...aliases]).toEqual([['Thing', 'Thing'], ['a.b', 'AB']]);
    expect(diagnostics.all.map((d) => d.pointer)).toEqual(['/components/schemas/thing', '/components/schemas/ApiClient']);
  });
});
