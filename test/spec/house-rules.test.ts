// The house rules of redocly.yaml (configurable `rule/…` and the spec-lint/ plugin's `house/…`), given a
// fixture that follows all of them and wanting each rule to report when one edit breaks it. The real
// spec's lint being clean is asserted in spec.test.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Config, lintFromString, loadConfig } from '@redocly/openapi-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';

type Json = any;
const root = join(import.meta.dirname, '..', '..');
const fixturePath = join(root, 'test/fixtures/house-rules/openapi.yaml');
const fixture = readFileSync(fixturePath, 'utf8');

let config: Config;
beforeAll(async () => {
  config = await loadConfig({ configPath: join(root, 'redocly.yaml') });
});

async function problems(doc: Json): Promise<Array<{ rule: string; message: string }>> {
  const found = await lintFromString({ source: stringify(doc), absoluteRef: fixturePath, config });
  return found.filter((p) => p.severity === 'error' || p.severity === 'warn').map((p) => ({ rule: p.ruleId, message: p.message }));
}

const op = (doc: Json, path: string, method: string) => doc.paths[path][method];
const schemas = (doc: Json) => doc.components.schemas;

/** [rule, what the edit breaks, the edit]. */
const cases: Array<[string, string, (doc: Json) => void]> = [
  [
    'rule/operation-id-camel-case',
    'an operationId in snake_case',
    (d) => {
      op(d, '/widgets/{id}', 'get').operationId = 'get_widget';
    },
  ],
  [
    'rule/operation-id-verb',
    'an operationId without a house verb',
    (d) => {
      op(d, '/widgets/{id}', 'get').operationId = 'fetchWidget';
    },
  ],
  [
    'rule/operation-one-tag',
    'an operation with two tags',
    (d) => {
      d.tags.push({ name: 'extra', 'x-displayName': 'Extra', description: 'More.' });
      op(d, '/widgets/{id}', 'get').tags.push('extra');
    },
  ],
  [
    'rule/operation-security-inherited',
    'an operation with its own security',
    (d) => {
      op(d, '/widgets/{id}', 'get').security = [{ bearerAuth: [] }];
    },
  ],
  [
    'rule/media-type-has-examples',
    'a request body without examples',
    (d) => {
      delete op(d, '/widgets', 'post').requestBody.content['application/json'].examples;
    },
  ],
  [
    'rule/operation-has-4xx',
    'an operation without 400, 401 or 404',
    (d) => {
      for (const s of ['400', '401', '404']) delete op(d, '/widgets/{id}', 'get').responses[s];
    },
  ],
  [
    'rule/tag-has-display-name',
    'a tag without x-displayName',
    (d) => {
      delete d.tags[0]['x-displayName'];
    },
  ],
  [
    'house/service-version-header',
    'a path without the version header',
    (d) => {
      d.paths['/widgets/{id}'].parameters.pop();
    },
  ],
  [
    'house/service-version-header',
    'a version header with another value',
    (d) => {
      d.components.parameters.ServiceVersion.schema.enum = ['1'];
    },
  ],
  [
    'house/declared-error-responses',
    'a body without 413',
    (d) => {
      delete op(d, '/widgets', 'post').responses['413'];
    },
  ],
  [
    'house/declared-error-responses',
    'an operation without 429',
    (d) => {
      delete op(d, '/widgets', 'get').responses['429'];
    },
  ],
  [
    'house/error-response-shape',
    'an error body that is not Error',
    (d) => {
      d.components.responses.NotFound.content['application/json'].schema = { type: 'object' };
    },
  ],
  [
    'house/error-response-shape',
    'an error without Service-Operation-Id',
    (d) => {
      delete d.components.responses.NotFound.headers;
    },
  ],
  [
    'house/list-query-parameters',
    'a list with another query parameter',
    (d) => {
      op(d, '/widgets', 'get').parameters.push({ name: 'name', in: 'query', description: 'By name.', schema: { type: 'string' } });
    },
  ],
  [
    'house/list-query-parameters',
    'a limit above 100',
    (d) => {
      d.components.parameters.Limit.schema.maximum = 1000;
    },
  ],
  [
    'house/list-envelope',
    'a list without next_page_uri',
    (d) => {
      delete schemas(d).WidgetList.properties.next_page_uri;
      schemas(d).WidgetList.required.pop();
    },
  ],
  [
    'house/list-envelope',
    'a list with two arrays',
    (d) => {
      schemas(d).WidgetList.properties.more = { type: 'array', items: { type: 'string' } };
    },
  ],
  [
    'house/id-schema',
    'an id schema whose pattern has another prefix',
    (d) => {
      schemas(d).WidgetId.pattern = '^wid_[0-9A-Za-z]{27}$';
    },
  ],
  [
    'house/path-id-parameters',
    'a path id without its prefix pattern',
    (d) => {
      d.components.parameters.WidgetIdPath.schema = { type: 'string' };
    },
  ],
  [
    'house/resource-tags',
    'a resource tag without x-resource',
    (d) => {
      delete d.tags[0]['x-resource'];
    },
  ],
  [
    'house/resource-tags',
    'a resource without its storage kind',
    (d) => {
      delete d.tags[0]['x-resource'].kind;
    },
  ],
  [
    'house/resource-tags',
    'a body naming an id of a resource without reference-error-code',
    (d) => {
      schemas(d).WidgetCreate.properties.parent_id = { $ref: '#/components/schemas/WidgetId' };
    },
  ],
  [
    'house/request-body-closed',
    'a request body open to unknown fields',
    (d) => {
      delete schemas(d).WidgetCreate.additionalProperties;
    },
  ],
  [
    'house/request-bounds',
    'a request string without a maximum',
    (d) => {
      delete schemas(d).WidgetCreate.properties.name.maxLength;
    },
  ],
  [
    'house/request-bounds',
    'a request array without maxItems',
    (d) => {
      delete schemas(d).WidgetCreate.properties.tags.maxItems;
    },
  ],
  [
    'house/request-bounds',
    'a request array of strings without a maximum',
    (d) => {
      delete schemas(d).WidgetCreate.properties.tags.items['x-max-bytes'];
    },
  ],
  [
    'house/request-bounds',
    'a request map without maxProperties',
    (d) => {
      delete schemas(d).WidgetCreate.properties.labels.maxProperties;
    },
  ],
  [
    'house/request-bounds',
    'a request map whose keys have no maximum',
    (d) => {
      delete schemas(d).WidgetCreate.properties.labels.propertyNames;
    },
  ],
  [
    'house/request-bounds',
    'a request map whose values have no maximum',
    (d) => {
      delete schemas(d).WidgetCreate.properties.labels.additionalProperties.maxLength;
    },
  ],
  [
    'house/id-schema',
    'an id schema without its length',
    (d) => {
      delete schemas(d).WidgetId.maxLength;
    },
  ],
  [
    'house/bearer-security',
    'a basic-auth scheme',
    (d) => {
      d.components.securitySchemes.bearerAuth.scheme = 'basic';
    },
  ],
  [
    'house/error-registry',
    'a code registered twice',
    (d) => {
      d.components['x-error-codes'].push({ ...d.components['x-error-codes'][0] });
    },
  ],
  [
    'house/error-registry',
    'a code with a 2xx status',
    (d) => {
      d.components['x-error-codes'][0].status = 200;
    },
  ],
  [
    'house/error-registry',
    'details naming a key the Error schema does not declare',
    (d) => {
      d.components['x-error-codes'][0].details = ['problemz'];
    },
  ],
  [
    'house/error-registry',
    'details naming operation_id',
    (d) => {
      d.components['x-error-codes'][0].details = ['operation_id'];
    },
  ],
  [
    'house/error-codes-registered',
    'an x-error-code not registered',
    (d) => {
      schemas(d).WidgetCreate.properties.name['x-error-code'] = 'WIDGET_NAME_BAD';
    },
  ],
  [
    'house/error-codes-registered',
    'an error example with another status',
    (d) => {
      d.components.responses.NotFound.content['application/json'].examples.unknown.value.status_code = 410;
    },
  ],
  [
    'house/error-codes-registered',
    'a description quoting an unregistered code',
    (d) => {
      d.info.description += ' Or `WIDGET_MELTED`.';
    },
  ],
  [
    'house/example-values',
    'an example timestamp with a space',
    (d) => {
      op(d, '/widgets/{id}', 'get').responses['200'].content['application/json'].examples.found.value.created_at = '2026-11-02 09:15:04';
    },
  ],
  [
    'house/indefinite-article',
    'a description with "a" before a vowel sound',
    (d) => {
      op(d, '/widgets/{id}', 'get').description = 'Returns a HTTP view of a widget.';
    },
  ],
  [
    'house/indefinite-article',
    'an error message with "an" before a consonant sound',
    (d) => {
      d.components['x-error-codes'][0].message = 'No such widget in an URL.';
    },
  ],
];

describe('house rules', () => {
  it('the fixture follows every rule', async () => {
    expect(await problems(parse(fixture))).toEqual([]);
  });

  it('every house rule of redocly.yaml has a case here', () => {
    const configured = Object.keys(parse(readFileSync(join(root, 'redocly.yaml'), 'utf8')).rules).filter((r) => /^(rule|house)\//.test(r));
    expect(configured.filter((r) => !cases.some(([rule]) => rule === r))).toEqual([]);
  });

  it.each(cases)('%s reports %s', async (rule, _what, edit) => {
    const doc = parse(fixture);
    edit(doc);
    const found = await problems(doc);
    expect(
      found.map((p) => p.rule),
      JSON.stringify(found),
    ).toContain(rule);
  });
});
