/**
 * The house rules of the spec that Redocly's configurable rules (`rule/…` in redocly.yaml) cannot state:
 * they look through `$ref`s or across the document. Loaded by `redocly lint`, the generator's dev loop
 * (generator/watch/lint.ts) and test/spec/house-rules.test.ts through redocly.yaml's `plugins`.
 * docs/decisions/0020-house-rules-in-lint.md says why they are lint rules rather than tests.
 */
import BearerSecurity from './rules/bearer-security.js';
import DeclaredErrorResponses from './rules/declared-error-responses.js';
import ErrorCodesRegistered from './rules/error-codes-registered.js';
import ErrorRegistry from './rules/error-registry.js';
import ErrorResponseShape from './rules/error-response-shape.js';
import ExampleValues from './rules/example-values.js';
import IdSchema from './rules/id-schema.js';
import IndefiniteArticle from './rules/indefinite-article.js';
import ListEnvelope from './rules/list-envelope.js';
import ListQueryParameters from './rules/list-query-parameters.js';
import PathIdParameters from './rules/path-id-parameters.js';
import RequestBodyClosed from './rules/request-body-closed.js';
import RequestBounds from './rules/request-bounds.js';
import ResourceTags from './rules/resource-tags.js';
import ServiceVersionHeader from './rules/service-version-header.js';

export default function housePlugin() {
  return {
    id: 'house',
    rules: {
      oas3: {
        'bearer-security': BearerSecurity,
        'declared-error-responses': DeclaredErrorResponses,
        'error-codes-registered': ErrorCodesRegistered,
        'error-registry': ErrorRegistry,
        'error-response-shape': ErrorResponseShape,
        'example-values': ExampleValues,
        'id-schema': IdSchema,
        'indefinite-article': IndefiniteArticle,
        'list-envelope': ListEnvelope,
        'list-query-parameters': ListQueryParameters,
        'path-id-parameters': PathIdParameters,
        'request-body-closed': RequestBodyClosed,
        'request-bounds': RequestBounds,
        'resource-tags': ResourceTags,
        'service-version-header': ServiceVersionHeader,
      },
    },
  };
}
