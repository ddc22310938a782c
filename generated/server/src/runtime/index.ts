// Copied by `npm run generate` from generator/runtime/server/index.ts. Edit it there.
export { allowedMethodsOf, type AllowedMethods } from './allowed-methods.js';
export { ApiError } from './api-error.js';
export { coerceQuery, coerceScalar } from './coerce-query.js';
export { registerEdge, registerErrorAnswers, sendError, type Edge, type EdgeOptions } from './edge.js';
export { edgeError, routeNotFound, type EdgeErrorOptions } from './edge-errors.js';
export { errorBody, invalidBodyError, type ErrorBody, type TemplateParams } from './error-body.js';
export { errorRegistry, formatMessage, registerErrorCodes, type RegisteredError } from './error-registry.js';
export { registerJsonBodyParser } from './json-body-parser.js';
export type { OperationRoute, PartValidator, ScalarType } from './operation-route.js';
export { NotImplementedError } from './not-implemented-error.js';
export type { Problem } from './problem.js';
export { problemCode, STORABLE_TEXT_PATTERN, withStorableTextCode, type CodedProblem } from './problem-codes.js';
export { registerRoutes, type HandlerInput, type HandlerResult, type RegisterRoutesOptions } from './register-routes.js';
export { bearerKey, checkVersion, invalidApiKey, type VersionHeader } from './request-checks.js';
export { RequestValidationError, ResponseValidationError, type RequestPart } from './request-validation-error.js';
