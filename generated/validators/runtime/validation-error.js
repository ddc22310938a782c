// Copied by `npm run generate` from generator/runtime/validators/validation-error.ts. Do not edit it here.

export {};
