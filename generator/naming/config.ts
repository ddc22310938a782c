/**
 * Where the naming configuration comes from, in order: `--name` on the command line; the `generator`
 * section of the file given with `--config` (JSON or YAML); otherwise the `generator` section of the
 * nearest `package.json` above the spec (this repository's says `tunnel-api`). Nothing found: every
 * name derives from the document's `info.title` (naming/project-names.ts). A document outside any
 * project therefore never picks up this repository's names.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { type NamingConfig, NamingConfigError } from './project-names.js';

export interface ConfigSources {
  readonly specPath: string;
  /** `--config FILE`. */
  readonly configPath?: string | undefined;
  /** `--name NAME`. */
  readonly name?: string | undefined;
}

export function readNamingConfig(sources: ConfigSources): NamingConfig {
  const section = sources.configPath === undefined ? nearestPackageSection(path.dirname(path.resolve(sources.specPath))) : fileSection(sources.configPath);
  return sources.name === undefined ? section : { ...section, name: sources.name };
}

/**
 * The folder of the configuration that names the packages — the `--config` file's, else the nearest `package.json`'s
 * — from which the generated files' banners give the document's path (write/banner.ts); undefined when there is none.
 */
export function configDirectory(sources: ConfigSources): string | undefined {
  if (sources.configPath !== undefined) return path.dirname(path.resolve(sources.configPath));
  for (let dir = path.dirname(path.resolve(sources.specPath)); ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) return undefined;
  }
}

function fileSection(file: string): NamingConfig {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new NamingConfigError(`cannot read config file ${file}: ${(error as Error).message}`);
  }
  let parsed: unknown;
  try {
    parsed = /\.json$/i.test(file) ? JSON.parse(text) : parseYaml(text);
  } catch (error) {
    throw new NamingConfigError(`config file ${file} is not valid ${/\.json$/i.test(file) ? 'JSON' : 'YAML'}: ${(error as Error).message}`);
  }
  return section(parsed, file);
}

function nearestPackageSection(start: string): NamingConfig {
  for (let dir = start; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file)) {
      try {
        return section(JSON.parse(fs.readFileSync(file, 'utf8')), file);
      } catch (error) {
        if (error instanceof NamingConfigError) throw error;
        return {};
      }
    }
    if (path.dirname(dir) === dir) return {};
  }
}

/** Names, then the packages' metadata (generator/package/manifest.ts), then the command the banners name (write/banner.ts). */
const KEYS = ['name', 'scope', 'errorPrefix', 'license', 'author', 'repository', 'homepage', 'bugs', 'command'] as const;

function section(document: unknown, file: string): NamingConfig {
  const raw = document !== null && typeof document === 'object' ? (document as Record<string, unknown>)['generator'] : undefined;
  if (raw === undefined) return {};
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) throw new NamingConfigError(`${file}: "generator" must be an object`);
  const config: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (!(KEYS as readonly string[]).includes(key)) throw new NamingConfigError(`${file}: unknown key "generator.${key}"; known: ${KEYS.join(', ')}`);
    if (typeof value !== 'string') throw new NamingConfigError(`${file}: "generator.${key}" must be a string`);
    config[key] = value;
  }
  return config;
}
