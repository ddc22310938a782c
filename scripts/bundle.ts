/**
 * Compatibility shim: `scripts/bundle.ts [--out DIR]` is the generator's bundle target
 * (`npm run generate -- --target bundle`), kept while test/spec/spec.test.ts still calls it by path.
 */
process.argv.splice(2, 0, '--target', 'bundle');
await import('./generate.js');
