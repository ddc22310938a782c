/**
 * V8's code cache for the precompiled generator and TypeScript, kept across runs
 * (docs/decisions/0076-generator-compile-cache.md). Every run compiled the same ~12 MB of JavaScript again —
 * the generator's bundle (3 MB) and TypeScript (9 MB), each function when first called — before doing
 * anything. Node 22 caches compiled modules itself (`module.enableCompileCache()`); Node 20, our floor, only
 * offers V8's cache to scripts (`vm.Script`'s `cachedData`), so the generator's bundle is CommonJS and is
 * compiled here, as is any large CommonJS module it requires (TypeScript).
 *
 * A cache is made at the end of a run, when the functions the run called are compiled: after a run that found
 * none, or one V8 refused (another Node, other flags), or one that took more CPU time than the run that made it
 * (a `--help` or a no-change run compiles little of the generator, a cold run of every target most of it): the
 * cache is written a few times, then kept. V8 checks that a cache belongs to the code it is given; the file
 * names also hold what identifies the code (the bundle's digest, a module's size and time, as build-stamp.js
 * counts node_modules/), so a stale cache is not even read. JavaScript, not TypeScript: it runs before anything
 * can compile TypeScript.
 */
import { isAscii } from 'node:buffer';
import fs from 'node:fs';
import Module, { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';

/** A CommonJS module at least this large is compiled with the cache (TypeScript's 9 MB; not the small ones, each a file). */
const LARGE = 1_000_000;

/** A run this much longer than the one that made a cache makes it again. */
const LONGER = 1.2;

/**
 * Runs `file` (a CommonJS script) as the main module, with its code cache kept in `cacheDir`, as are the
 * large CommonJS modules it requires.
 */
export function runWithCodeCache(file, cacheDir) {
  const compiled = [];
  const compile = (filename, content, module) => {
    const stat = fs.statSync(filename);
    const prefix = `${path.basename(filename)}-${stat.size}-${Math.trunc(stat.mtimeMs)}-${process.version}-`;
    const known = existingCache(cacheDir, prefix);
    let cachedData;
    try {
      if (known !== undefined) cachedData = fs.readFileSync(path.join(cacheDir, known.file));
    } catch {
      // removed meanwhile by another run
    }
    const script = new vm.Script(Module.wrap(content), { filename, cachedData });
    const used = cachedData !== undefined && script.cachedDataRejected !== true;
    // The caches of earlier versions of the same file go when this one is written: the bundle's name without its digest.
    const stem = path.basename(filename).replace(/-[0-9a-f]{16}(?=\.)/, '');
    compiled.push({ script, prefix, stem, madeInMs: used ? known.cpuMs : undefined });
    const wrapper = script.runInThisContext({ displayErrors: true });
    return wrapper.call(module.exports, module.exports, createRequire(filename), module, filename, path.dirname(filename));
  };

  const compileModule = Module.prototype._compile;
  // Node 20.19 and later pass a third argument, the format: an ES module (require() of one) is theirs to compile.
  Module.prototype._compile = function compileLarge(content, filename, ...format) {
    if (content.length < LARGE || (format[0] !== undefined && format[0] !== 'commonjs')) return compileModule.call(this, content, filename, ...format);
    return compile(filename, content, this);
  };
  // A large CommonJS file is read here rather than by Node's loader, which decodes every file as UTF-8: 0.1 s of a
  // run's critical path for TypeScript's 9 MB, all of it ASCII (sourceText). A package of ES modules is left to
  // Node (which loads them, or refuses to, by its version).
  const loadJs = Module._extensions['.js'];
  Module._extensions['.js'] = function loadLarge(module, filename) {
    if (fs.statSync(filename).size < LARGE || packageType(filename) === 'module') return loadJs.call(this, module, filename);
    module._compile(sourceText(fs.readFileSync(filename)), filename);
  };
  process.once('exit', () => {
    const usage = process.cpuUsage();
    const cpuMs = Math.round((usage.user + usage.system) / 1000);
    const stale = compiled.filter((c) => c.madeInMs === undefined || cpuMs > c.madeInMs * LONGER);
    if (stale.length > 0) writeCaches(stale, cacheDir, cpuMs);
  });

  const main = new Module(file, undefined);
  main.filename = file;
  main.paths = Module._nodeModulePaths(path.dirname(file));
  main.loaded = true;
  process.mainModule = main;
  compile(file, sourceText(fs.readFileSync(file)), main);
}

/**
 * A file's text as `readFileSync(file, 'utf8')` gives it, faster when it is ASCII (as TypeScript and esbuild's
 * bundles are): its bytes are then its Latin-1 text, copied without decoding.
 */
function sourceText(bytes) {
  return isAscii(bytes) ? bytes.toString('latin1') : bytes.toString('utf8');
}

/** The `type` of the package a file belongs to (its nearest package.json), as Node's loader reads it. */
function packageType(file) {
  for (let dir = path.dirname(file); ; dir = path.dirname(dir)) {
    try {
      return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).type;
    } catch (error) {
      if (error?.code !== 'ENOENT' || path.dirname(dir) === dir) return undefined;
    }
  }
}

/** The cache of the code `prefix` names (`<prefix><CPU ms of the run that made it>.v8`), if there is one. */
function existingCache(cacheDir, prefix) {
  let files;
  try {
    files = fs.readdirSync(cacheDir);
  } catch {
    return undefined;
  }
  for (const file of files) {
    if (!file.startsWith(prefix) || !file.endsWith('.v8')) continue;
    const cpuMs = Number(file.slice(prefix.length, -'.v8'.length));
    if (Number.isInteger(cpuMs)) return { file, cpuMs };
  }
  return undefined;
}

/** Each cache, written aside and renamed into place; the other caches of the same file (other versions, earlier runs) removed. */
function writeCaches(stale, cacheDir, cpuMs) {
  try {
    fs.mkdirSync(cacheDir, { recursive: true });
    for (const { script, prefix, stem } of stale) {
      const cacheFile = path.join(cacheDir, `${prefix}${cpuMs}.v8`);
      const partial = `${cacheFile}.partial-${process.pid}`;
      fs.writeFileSync(partial, script.createCachedData());
      fs.renameSync(partial, cacheFile);
      for (const old of fs.readdirSync(cacheDir)) {
        const oldStem = old.replace(/-[0-9a-f]{16}(?=\.)/, '');
        if (oldStem.startsWith(`${stem}-`) && old.endsWith('.v8') && path.join(cacheDir, old) !== cacheFile)
          fs.rmSync(path.join(cacheDir, old), { force: true });
      }
    }
  } catch {
    // A cache only saves time: a read-only or full disk means the next run compiles again.
  }
}
