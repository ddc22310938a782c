/** The hand-written runtime of `@tunnel-api/validators`, copied into the package by the generator. */
export { utf8ByteLength } from './utf8-byte-length.js';
export { ALLOWED_FIELDS_KEYWORD, toProblems, type Problem, type ValidationError } from './problem.js';
export { validator, type CompiledValidate, type Validator } from './validator.js';
