/**
 * The names the server package exports, claimed once (naming/resolver.ts): an `<OperationId>Result` type
 * per operation, after the runtime's exports and the project's plugin function and its options. The
 * request and body types it refers to are the validators package's (emit/validators/names.ts).
 */
import { ExportNames } from '../../naming/export-names.js';
import { type NameClaim, namesOfOperation, operationPart } from '../../naming/resolver.js';

export interface ServerNames {
  /** The server's `<OperationId>Result` type. */
  resultType(operationId: string): string;
}

/** Names the server package exports besides the result types (plus the plugin function and its options). */
const SERVER_EXPORTS = [
  'Handlers',
  'routes',
  'allowedMethods',
  'allowedMethodsOf',
  'AllowedMethods',
  'coerceQuery',
  'coerceScalar',
  'OperationRoute',
  'PartValidator',
  'ScalarType',
  'Problem',
  'registerRoutes',
  'HandlerInput',
  'HandlerResult',
  'RegisterRoutesOptions',
  'RequestValidationError',
  'ResponseValidationError',
  'RequestPart',
  'ApiError',
  'registerEdge',
  'registerErrorAnswers',
  'sendError',
  'Edge',
  'EdgeOptions',
  'edgeError',
  'routeNotFound',
  'EdgeErrorOptions',
  'errorBody',
  'documentErrorBody',
  'DocumentErrorBody',
  'ErrorFormatOptions',
  'ProblemDetails',
  'problemDetails',
  'statusText',
  'invalidBodyError',
  'ErrorBody',
  'TemplateParams',
  'errorRegistry',
  'formatMessage',
  'registerErrorCodes',
  'RegisteredError',
  'registerJsonBodyParser',
  'problemCode',
  'STORABLE_TEXT_PATTERN',
  'withStorableTextCode',
  'CodedProblem',
  'bearerKey',
  'checkVersion',
  'invalidApiKey',
  'VersionHeader',
  'kindOfPath',
  'versionHeader',
  'errorCodes',
];

export const serverNames: NameClaim<ServerNames> = {
  target: 'server',
  claim: (ir, shared, diagnostics) => {
    const names = new ExportNames('the server package', diagnostics, [
      ...SERVER_EXPORTS,
      shared.project.registerRoutes,
      shared.project.routesOptions,
      shared.project.registerEdge,
    ]);
    const results = new Map(
      ir.operations.map((op) => [
        op.operationId,
        operationPart(names, shared.operationBase(op.operationId), 'Result', `the results of ${op.operationId}`, op.pointer),
      ]),
    );
    return { resultType: (operationId) => namesOfOperation(results, operationId) };
  },
};
