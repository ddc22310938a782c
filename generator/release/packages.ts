/** The packages this repository releases: npm name → folder under generated/ (naming/project-names.ts decides both). */

import path from 'node:path';
import { REPO_ROOT } from '../index.js';
import { readNamingConfig } from '../naming/config.js';
import { PACKAGE_KINDS, projectNames } from '../naming/project-names.js';

const project = projectNames(readNamingConfig({ specPath: path.join(REPO_ROOT, 'spec', 'openapi.yaml') }), '');

export const GENERATED_PACKAGES: Readonly<Record<string, string>> = Object.fromEntries(PACKAGE_KINDS.map((kind) => [project.packages[kind], kind]));
