// Copied by `npm run generate` from generator/runtime/server/index.ts. Edit it there.
export { allowedMethodsOf } from "./allowed-methods.js";
export { ApiError } from "./api-error.js";
export { coerceQuery, coerceScalar } from "./coerce-query.js";
export { registerEdge, registerErrorAnswers, sendError } from "./edge.js";
export { edgeError, routeNotFound } from "./edge-errors.js";
export { errorBody, invalidBodyError } from "./error-body.js";
export { problemDetails, statusText } from "./error-format.js";
export { errorRegistry, formatMessage, registerErrorCodes } from "./error-registry.js";
export { registerJsonBodyParser } from "./json-body-parser.js";
export { NotImplementedError } from "./not-implemented-error.js";
export { notUtf8ParameterOf } from "./not-utf8-parameter.js";
export { problemCode, STORABLE_TEXT_PATTERN, withStorableTextCode } from "./problem-codes.js";
export { registerRoutes } from "./register-routes.js";
export { bearerKey, checkVersion, invalidApiKey } from "./request-checks.js";
export { RequestValidationError, ResponseValidationError } from "./request-validation-error.js";
//# sourceMappingURL=index.js.map
