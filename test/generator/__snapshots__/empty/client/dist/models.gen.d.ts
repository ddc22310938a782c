export {};
//# sourceMappingURL=models.gen.d.ts.map
