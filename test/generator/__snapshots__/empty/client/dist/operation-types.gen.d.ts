export {};
//# sourceMappingURL=operation-types.gen.d.ts.map
