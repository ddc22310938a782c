/**
 * The error-code registry of the spec (`components.x-error-codes`), as the server package holds it
 * (its generated errors.gen.ts): every error the server sends is one of these codes, with the registry's
 * status and message template, so the docs' error table and the server cannot disagree
 * (docs/decisions/0004-error-registry.md).
 */
export { errorRegistry, formatMessage, type RegisteredError } from '@tunnel-api/server';
