// Copied by `npm run generate` from generator/runtime/server/index.ts. Edit it there.
export { allowedMethodsOf } from './allowed-methods.js';
export { coerceQuery, coerceScalar } from './coerce-query.js';
export { NotImplementedError } from './not-implemented-error.js';
export { registerRoutes } from './register-routes.js';
export { RequestValidationError, ResponseValidationError } from './request-validation-error.js';
//# sourceMappingURL=index.js.map
