// Built by `npm run generate` from generator/runtime/validators/validation-error.ts. Edit it there.
export {};
