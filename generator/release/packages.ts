/** The packages this repository releases: npm name → folder under generated/ (naming/project-names.ts decides both). */
import { readNamingConfig } from '../naming/config.js';
import { PACKAGE_KINDS, projectNames } from '../naming/project-names.js';
import { REPO_ROOT } from '../index.js';
import path from 'node:path';

const project = projectNames(readNamingConfig({ specPath: path.join(REPO_ROOT, 'spec', 'openapi.yaml') }), '');

export const GENERATED_PACKAGES: Readonly<Record<string, string>> = Object.fromEntries(PACKAGE_KINDS.map((kind) => [project.packages[kind], kind]));
