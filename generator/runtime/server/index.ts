export { allowedMethodsOf, type AllowedMethods } from './allowed-methods.js';
export { coerceQuery, coerceScalar } from './coerce-query.js';
export type { OperationRoute, PartValidator, ScalarType } from './operation-route.js';
export { NotImplementedError } from './not-implemented-error.js';
export type { Problem } from './problem.js';
export { registerRoutes, type HandlerInput, type HandlerResult, type RegisterRoutesOptions } from './register-routes.js';
export { RequestValidationError, ResponseValidationError, type RequestPart } from './request-validation-error.js';
