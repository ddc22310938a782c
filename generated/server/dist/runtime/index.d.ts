export { type AllowedMethods, allowedMethodsOf } from "./allowed-methods.js";
export { ApiError } from "./api-error.js";
export { coerceQuery, coerceScalar } from "./coerce-query.js";
export { type Edge, type EdgeOptions, registerEdge, registerErrorAnswers, sendError } from "./edge.js";
export { type EdgeErrorOptions, edgeError, routeNotFound } from "./edge-errors.js";
export { type ErrorBody, errorBody, invalidBodyError, type TemplateParams } from "./error-body.js";
export { type ErrorFormatOptions, type ProblemDetails, problemDetails, statusText } from "./error-format.js";
export { errorRegistry, formatMessage, type RegisteredError, registerErrorCodes } from "./error-registry.js";
export { registerJsonBodyParser } from "./json-body-parser.js";
export { NotImplementedError } from "./not-implemented-error.js";
export { type NotUtf8Parameter, type NotUtf8ParameterOf, notUtf8ParameterOf } from "./not-utf8-parameter.js";
export type { OperationRoute, PartValidator, ScalarType } from "./operation-route.js";
export type { Problem } from "./problem.js";
export { type CodedProblem, problemCode, STORABLE_TEXT_PATTERN, withStorableTextCode } from "./problem-codes.js";
export { type HandlerInput, type HandlerResult, type RegisterRoutesOptions, registerRoutes } from "./register-routes.js";
export { bearerKey, checkVersion, invalidApiKey, type VersionHeader } from "./request-checks.js";
export { type RequestPart, RequestValidationError, ResponseValidationError } from "./request-validation-error.js";
//# sourceMappingURL=index.d.ts.map
