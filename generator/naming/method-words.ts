/**
 * The words of an SDK method, read from an operation the way a person would name it (sdk-names.ts says when
 * this applies). Four rules, each a given/want table in test/generator/naming.test.ts:
 *
 * 1. **Machine-made operationIds are read back to their function.** FastAPI writes the function's name, the
 *    whole path and the method (`list_models_v1_models_get` → `list models`); others a module, the path and
 *    the action (`agents_api_v1_conversations_start` → `start`, `files_api_routes_upload_file` → `upload file`,
 *    but `admin_api_keys_list` of `/admin_api_keys` is a name, not a module); a version at the end goes too
 *    (`libraries_list_v1` → `libraries list`); an id that is only the method and the path
 *    (`get_files_id_content`) keeps the path's static words (`files content`); a trailing `by id` echoes the
 *    path (`get_judge_by_id` → `get judge`), other `by` words tell operations apart and stay.
 * 2. **The namespace is not said twice.** The tag's words (plural or singular) are removed from the method:
 *    `emails_list` in `emails` → `list`, `getWeightedBackendChildren` in `weighted_backends` → `getChildren`;
 *    after a preposition they are an object and stay (`records from dataset`). Words before a namespace said
 *    last say where the resource lives: a parent of the path is said with `for` (`listProjectCertificates` of
 *    `/projects/{project_id}/certificates` → `listForProject`, as hand-written SDKs say `listForRepo`), a static
 *    grouping not at all (`listOrganizationCertificates` of `/organization/certificates` → `list`, Twilio's
 *    `ListSipDomain` of `/SIP/Domains.json` → `list`).
 * 3. **A method starts with a verb.** A person's id of two words or more starts with one (`pollJob`) unless it
 *    ends with one and starts with none, or ends with a CRUD verb (`domain_get` → `get domain`, `link_update` →
 *    `update link`); when a machine-made or one-word id leaves no action (`completion`, `history`, or nothing),
 *    the HTTP method's verb leads: GET `list` (a path ending in a plural) or `get` (`/users/me`, `/trash`, an
 *    item), POST `create`, PUT `replace`, PATCH `update`, DELETE `delete`.
 * 4. **`get` of many is `list`.** A GET whose id says `get` and then only the namespace in the plural, on a
 *    collection's path (`get_judges` in `judges`), lists.
 *
 * Each depends on the operation and its tag only, so an added operation still never renames another.
 */
import { humps, words } from './casing.js';

/** The verbs of reading and writing one resource, which no resource is named after. */
const CRUD_VERBS = new Set(['list', 'get', 'retrieve', 'fetch', 'create', 'update', 'replace', 'delete', 'upsert']);

/** Verbs that lead when said last (`thread_search`, `poll_expire`): seldom the name of a resource. */
const LAST_VERBS = new Set([
  'activate',
  'approve',
  'archive',
  'cancel',
  'deactivate',
  'disable',
  'download',
  'enable',
  'expire',
  'publish',
  'reject',
  'reset',
  'revoke',
  'search',
  'send',
  'unarchive',
  'upload',
  'validate',
  'verify',
]);

/** An id that starts with its HTTP method (`post_oauth2_token#refresh`) echoes it; its words stay in order. */
const HTTP_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options']);

const PREPOSITIONS = new Set(['from', 'to', 'in', 'into', 'for', 'of', 'on', 'under', 'with', 'by']);

const MODULE_SUFFIXES = new Set(['api', 'apis', 'routes', 'router', 'controller', 'controllers', 'service', 'services', 'handler', 'handlers']);

/** Verbs an operation's name may start with; a name that starts with none gets the HTTP method's verb. */
const VERBS = new Set([
  'abort',
  'accept',
  'activate',
  'add',
  'append',
  'apply',
  'approve',
  'archive',
  'assign',
  'attach',
  'authenticate',
  'authorize',
  'batch',
  'block',
  'bulk',
  'calculate',
  'cancel',
  'capture',
  'change',
  'check',
  'classify',
  'clear',
  'clone',
  'close',
  'commit',
  'complete',
  'compute',
  'confirm',
  'connect',
  'convert',
  'copy',
  'count',
  'create',
  'deactivate',
  'decline',
  'delete',
  'deploy',
  'describe',
  'detach',
  'disable',
  'disconnect',
  'dismiss',
  'download',
  'duplicate',
  'edit',
  'embed',
  'enable',
  'end',
  'enroll',
  'evaluate',
  'execute',
  'exchange',
  'exists',
  'expire',
  'export',
  'fetch',
  'find',
  'finish',
  'follow',
  'fork',
  'generate',
  'get',
  'grant',
  'has',
  'import',
  'init',
  'initiate',
  'insert',
  'install',
  'invite',
  'invoke',
  'is',
  'issue',
  'join',
  'leave',
  'link',
  'list',
  'load',
  'lock',
  'login',
  'logout',
  'lookup',
  'mark',
  'merge',
  'migrate',
  'modify',
  'move',
  'mute',
  'notify',
  'open',
  'order',
  'pause',
  'ping',
  'preview',
  'process',
  'publish',
  'purge',
  'put',
  'query',
  'read',
  'reactivate',
  'redact',
  'redeem',
  'refresh',
  'refund',
  'register',
  'reject',
  'release',
  'reload',
  'remove',
  'rename',
  'render',
  'reorder',
  'replace',
  'report',
  'request',
  'reset',
  'resolve',
  'restart',
  'restore',
  'resume',
  'retrieve',
  'retry',
  'revoke',
  'rotate',
  'run',
  'save',
  'schedule',
  'search',
  'send',
  'set',
  'share',
  'show',
  'sign',
  'simulate',
  'snapshot',
  'sort',
  'start',
  'stop',
  'stream',
  'submit',
  'subscribe',
  'suspend',
  'sync',
  'terminate',
  'test',
  'toggle',
  'track',
  'transcribe',
  'transfer',
  'translate',
  'trigger',
  'update',
  'upgrade',
  'upload',
  'upsert',
  'validate',
  'verify',
  'view',
  'void',
  'watch',
  'write',
]);

/** A verb, or one with a prefix that keeps it a verb: `unarchive`, `reprocess`, `preview`. */
function isVerb(word: string): boolean {
  return VERBS.has(word) || (/^(re|un|pre|de|dis)[a-z]{3,}$/.test(word) && VERBS.has(word.replace(/^(re|un|pre|de|dis)/, '')));
}

export interface MethodSource {
  readonly operationId: string;
  /** True when the document gave no operationId and the IR made one from method and path. */
  readonly operationIdDerived?: boolean;
  readonly tag: string;
  readonly method: string;
  readonly path: string;
}

/** The method's words in lower case, by the rules above; never empty. */
export function methodWords(source: MethodSource): string[] {
  const id = lowerWords(source.operationId);
  const method = source.method.toLowerCase();
  // An id the IR made from method and path says nothing the path does not: read the path.
  const reading =
    source.operationIdDerived === true ? { words: staticPathWords(source.path), machineMade: true, fromPath: true } : functionWords(id, source.path, method);
  const { machineMade, fromPath } = reading;
  const namespace = lowerWords(source.tag);
  const said = namespaceSaid(namespace);
  // `get_judge_by_id` is `get judge`: the id is the path's, not a way of getting.
  const unechoed = withoutById(reading.words, source.path);
  const read = fromPath ? unechoed : verbLast(unechoed);
  // A person's id leads with its verb (`pollJob`, `showPetById`); a machine-made one or a path only when it is one.
  // …even when the namespace says it too: `inviteUser` in `invites` invites, it does not create a user.
  // (Lob's `check_cancel` in `checks` is still `cancel`: the verb said last is the action.)
  const keepsVerb = !machineMade && id.length > 1 && read.length > 1 && isVerb(read[0]!) && said(read[0]!) && !LAST_VERBS.has(read.at(-1)!);
  const verbFirst =
    keepsVerb ||
    (read.length > 1 && !said(read[0]!) && ((!machineMade && id.length > 1) || (isVerb(read[0]!) && (!fromPath || isWholeSegment(read[0]!, source.path)))));
  const qualified = withOwnerQualifier(read, verbFirst ? 1 : 0, said, source.path);
  // A namespace said after a last preposition is its object, not the resource again (`records from dataset`).
  const objectAt = qualified.findLastIndex((w) => PREPOSITIONS.has(w) && !said(w));
  const namespaceFree = qualified.filter(
    (w, i) => !said(w) || (keepsVerb && i === 0) || (objectAt !== -1 && i > objectAt && qualified.slice(objectAt + 1).every(said)),
  );
  const kept = namespaceFree.length > 0 || qualified.length === 0 ? namespaceFree : [];
  // In a machine-made id, `post`, `put` or `patch` is the HTTP method said again, not a verb of the API's.
  const stripped = machineMade && ['post', 'put', 'patch'].includes(method) ? kept.filter((w) => w !== method) : kept;
  // A person's id of two words or more leads with its verb, whatever it is (`pollJob`, `showPetById`).
  const trusted = !machineMade && id.length > 1 && stripped[0] !== undefined && stripped[0] === qualified[0];
  // Words read from the path are nouns unless a whole segment is a verb (`/search`, `/jobs/{id}/cancel`): the
  // `batch` of `/BatchPayments` is not an action.
  const leadsWithVerb = stripped[0] !== undefined && isVerb(stripped[0]) && (!fromPath || isWholeSegment(stripped[0], source.path));
  if (stripped.length > 0 && (trusted || leadsWithVerb)) return gettingMany(stripped, qualified, source) ? ['list'] : stripped;
  return [httpVerb(source.method, source.path), ...stripped];
}

/** `get_judge_by_id` → `get judge`: a trailing `by id` of an operation on one item says what its path does. */
function withoutById(words: readonly string[], path: string): string[] {
  const n = words.length;
  return n > 2 && words[n - 2] === 'by' && words[n - 1] === 'id' && path.includes('{') ? words.slice(0, -2) : [...words];
}

/**
 * `admin_api_keys_list` → `list admin api keys`, `domain_get` → `get domain`: a person's id that names the
 * resource first and ends with the verb.
 */
function verbLast(words: readonly string[]): readonly string[] {
  const [first, last] = [words[0], words.at(-1)];
  if (words.length < 2 || first === undefined || last === undefined || HTTP_METHODS.has(first)) return words;
  // `link_update`: a first word that may be a verb (`link`, `report`) is the resource when the last is a CRUD verb;
  // a last word that is often a noun (`action_guild_join_request`) does not lead.
  const leads = CRUD_VERBS.has(last) ? !CRUD_VERBS.has(first) : LAST_VERBS.has(last) && !isVerb(first);
  return leads ? [last, ...words.slice(0, -1)] : words;
}

/**
 * The words before a namespace said last (`list project certificates` in `certificates`) name where the
 * resource lives, not what is listed: a parent resource of the path (`/projects/{project_id}/certificates`) is
 * said with `for` (`listForProject`, as hand-written SDKs say `listForRepo`); a path's static grouping
 * (`/organization/certificates`, Twilio's `/SIP/Domains`) is not said at all (`list`). Other words stay.
 */
function withOwnerQualifier(words: readonly string[], start: number, said: (w: string) => boolean, path: string): readonly string[] {
  let end = words.length;
  while (end > start && said(words[end - 1]!)) end--;
  const qualifier = words.slice(start, end);
  if (end === words.length || qualifier.length === 0 || qualifier.some(said)) return words;
  const role = pathRole(qualifier, said, path);
  if (role === 'parent') return [...words.slice(0, start), 'for', ...qualifier.slice(0, -1), singular(qualifier.at(-1)!), ...words.slice(end)];
  if (role === 'grouping') return [...words.slice(0, start), ...words.slice(end)];
  return words;
}

/**
 * Whether these words are a run of the path's static segments, before one that names the namespace, that each
 * precede a parameter (a parent) or none does (a grouping). `cancel` of `/responses/{id}/cancel` is neither.
 */
function pathRole(qualifier: readonly string[], said: (w: string) => boolean, path: string): 'parent' | 'grouping' | undefined {
  const segments = cleanPath(path)
    .split('/')
    .filter((s) => s !== '');
  const statics = segments.flatMap((s, i) =>
    s.includes('{') ? [] : [{ words: lowerWords(s.replace(/\.[A-Za-z]+$/, '')), parent: segments[i + 1]?.includes('{') === true }],
  );
  const same = (a: string, b: string) => a === b || singular(a) === singular(b);
  for (let i = 0; i < statics.length; i++) {
    const run: { words: string[]; parent: boolean }[] = [];
    let length = 0;
    for (let j = i; j < statics.length && length < qualifier.length; j++) {
      run.push(statics[j]!);
      length += statics[j]!.words.length;
    }
    const runWords = run.flatMap((s) => s.words);
    if (runWords.length !== qualifier.length || !runWords.every((w, k) => same(w, qualifier[k]!))) continue;
    if (!statics.slice(i + run.length).some((s) => s.words.some(said))) return undefined;
    if (run.every((s) => s.parent)) return 'parent';
    if (run.every((s) => !s.parent)) return 'grouping';
    return undefined;
  }
  return undefined;
}

/**
 * `get_judges` in `judges` on GET `/judges` lists them: `get` whose only object was the namespace said in the
 * plural, on a collection's path.
 */
function gettingMany(stripped: readonly string[], qualified: readonly string[], source: MethodSource): boolean {
  const last = qualified.at(-1);
  return (
    source.method.toLowerCase() === 'get' &&
    stripped.length === 1 &&
    stripped[0] === 'get' &&
    qualified.length > 1 &&
    last !== undefined &&
    isPlural(last) &&
    !/\}$/.test(cleanPath(source.path))
  );
}

/** True when a static segment of the path is this one word (`cancel` of `/jobs/{id}/cancel`, not `batch` of `/BatchPayments`). */
function isWholeSegment(word: string, path: string): boolean {
  return path
    .replace(/#.*$/, '')
    .split('/')
    .some((segment) => !segment.includes('{') && lowerWords(segment).join(' ') === word);
}

/**
 * The words of a method that met another's name: rule 1's reading with the namespace still in it
 * (`get_chat_completion_event_v1_…_get` → `get chat completion event`), which tells it from the other,
 * rather than the whole machine-made id.
 */
export function fullMethodWords(source: MethodSource): string[] {
  const id = lowerWords(source.operationId);
  const { words } = source.operationIdDerived === true ? { words: staticPathWords(source.path) } : functionWords(id, source.path, source.method.toLowerCase());
  return words.length > 0 && isVerb(words[0]!) ? words : [httpVerb(source.method, source.path), ...words];
}

/** Rule 1: a machine-made id read back to its function's words; a person's id unchanged. */
function functionWords(id: readonly string[], path: string, method: string): { words: string[]; machineMade: boolean; fromPath: boolean } {
  const fastApi = withoutPathAndMethod(id, fullPathWords(path), method);
  if (fastApi !== undefined) return { words: fastApi, machineMade: true, fromPath: false };
  // `<method>_<path>` (`get_files_id_content`): only the path's own words say anything; the verb comes from the method.
  if (id.length > 1 && id[0] === method && echoesPath(id.slice(1), path)) return { words: staticPathWords(path), machineMade: true, fromPath: true };
  const moduled = afterModulePrefix(id, collectionRoute(path), path);
  const words = moduled ?? [...id];
  // `libraries_list_v1`: a version said at the end.
  let versioned = false;
  while (words.length > 1 && /^v[0-9]+$/.test(words.at(-1)!)) {
    words.pop();
    versioned = true;
  }
  return { words, machineMade: moduled !== undefined || versioned, fromPath: false };
}

/**
 * FastAPI's `<function>_<path>_<method>` (`retrieve_model_v1_models__model_id__get`): the function's words, when
 * the id ends with the operation's method after the whole path's words.
 */
function withoutPathAndMethod(id: readonly string[], pathWords: readonly string[], method: string): string[] | undefined {
  if (id.at(-1) !== method || pathWords.length === 0) return undefined;
  const body = id.slice(0, -1);
  const start = body.length - pathWords.length;
  if (start < 1 || !pathWords.every((w, i) => body[start + i] === w)) return undefined;
  return body.slice(0, start);
}

/**
 * `<module>_api_<path words>_<action>` (`agents_api_v1_conversations_start`, `files_api_routes_upload_file`):
 * the words after the module and the path words that follow it. A person's `getApiKey` is not one: its
 * first word is a verb.
 */
function afterModulePrefix(id: readonly string[], route: readonly string[], path: string): string[] | undefined {
  if (id.length < 3 || isVerb(id[0]!)) return undefined;
  // `admin_api_keys_list` of `/admin_api_keys`: an `api` the path says with the word before it is part of a name.
  const pathWords = fullPathWords(path).join(' ');
  let marker = id.findIndex((w, i) => i > 0 && MODULE_SUFFIXES.has(w) && !` ${pathWords} `.includes(` ${id[i - 1]} ${w} `));
  if (marker === -1) return undefined;
  while (marker + 1 < id.length && MODULE_SUFFIXES.has(id[marker + 1]!)) marker++;
  // The collection's route, in order (`conversations` of `/v1/conversations/{id}/restart`), is not the action.
  let rest = id.slice(marker + 1).filter((w, i, all) => i > 0 || !/^v[0-9]+$/.test(w) || all.length === 1);
  for (let k = 0; rest.length > 1 && rest[0] === route[k]; k++) rest = rest.slice(1);
  return rest.length > 0 ? rest : undefined;
}

/** Rule 2: whether a word is one of the namespace's (plural or singular), which the method does not say again. */
function namespaceSaid(namespace: readonly string[]): (word: string) => boolean {
  const said = new Set(namespace.flatMap((w) => [w, singular(w)]));
  return (word) => said.has(word) || said.has(singular(word));
}

function httpVerb(method: string, path: string): string {
  switch (method.toLowerCase()) {
    case 'get':
      return getsMany(path) ? 'list' : 'get';
    case 'post':
      return 'create';
    case 'put':
      return 'replace';
    case 'patch':
      return 'update';
    case 'delete':
      return 'delete';
    default:
      return method.toLowerCase();
  }
}

/** `files id content` echoes `/files/{file_id}/content`: a parameter may be said by its name or as `id`. */
function echoesPath(id: readonly string[], path: string): boolean {
  const segments = path
    .replace(/#.*$/, '')
    .split('/')
    .filter((s) => s !== '');
  const match = (i: number, k: number): boolean => {
    if (k === segments.length) return i === id.length;
    const segment = segments[k]!;
    const choices = segment.includes('{') ? [lowerWords(segment), ['id']] : [lowerWords(segment)];
    return choices.some((words) => words.every((w, j) => id[i + j] === w) && match(i + words.length, k + 1));
  };
  return match(0, 0);
}

function staticPathWords(path: string): string[] {
  return path
    .replace(/#.*$/, '')
    .split('/')
    .filter((s) => s !== '' && !s.includes('{'))
    .flatMap(lowerWords);
}

/** The static words before the first parameter, without versions: `/v1/fine_tuning/jobs/{id}/cancel` → `fine tuning jobs`. */
function collectionRoute(path: string): string[] {
  const segments = path
    .replace(/#.*$/, '')
    .split('/')
    .filter((s) => s !== '');
  const firstParam = segments.findIndex((s) => s.includes('{'));
  return (firstParam === -1 ? segments : segments.slice(0, firstParam)).flatMap(lowerWords).filter((w) => !/^v[0-9]+$/.test(w));
}

/** Every word of the path, parameters' names included, in order: `/v1/models/{model_id}` → `v1 models model id`. */
function fullPathWords(path: string): string[] {
  return path
    .replace(/#.*$/, '')
    .split('/')
    .filter((s) => s !== '')
    .flatMap((s) => lowerWords(s.replace(/[{}]/g, '')));
}

/** `listAPIKeys` → `list api keys`; `agents_api_v1_list` → `agents api v1 list`. */
export function lowerWords(text: string): string[] {
  return words(text)
    .flatMap(humps)
    .map((w) => w.toLowerCase());
}

/**
 * Whether a GET of this path reads a collection: its last segment names a plural (`/files`, `/files_on_hold`,
 * `/metadata`) or narrows the plural before it (`/integration_mappings/slack`); `/users/me`,
 * `/ai_agent_default`, `/files/{id}/trash` and an item's path are one thing.
 */
function getsMany(path: string): boolean {
  const segments = cleanPath(path)
    .split('/')
    .filter((s) => s !== '')
    .map((s) => s.replace(/\.[A-Za-z]+$/, ''));
  const [last, before] = [segments.at(-1), segments.at(-2)];
  if (last === undefined || last.includes('{')) return false;
  const head = (segment: string) => {
    const all = lowerWords(segment);
    const at = all.findIndex((w, i) => i > 0 && PREPOSITIONS.has(w));
    return (at === -1 ? all : all.slice(0, at)).at(-1) ?? '';
  };
  if (isPlural(head(last)) || MASS_COLLECTIONS.has(head(last))) return true;
  return before !== undefined && !before.includes('{') && isPlural(head(before)) && !ONE_OF_A_COLLECTION.has(head(last));
}

/** Words without a plural that name a collection (Box's `/files/{id}/metadata`, Twilio's `/Media`, a `/search`'s results). */
const MASS_COLLECTIONS = new Set(['media', 'metadata', 'search']);

/** The one member of a collection a path may name after it: `/users/me`. */
const ONE_OF_A_COLLECTION = new Set(['me', 'self', 'current', 'default', 'latest']);

/** The path without its fragment (`#stream`), query (`?beta=true`) or trailing slash. */
function cleanPath(path: string): string {
  return path.replace(/[#?].*$/, '').replace(/\/+$/, '');
}

/** `files`, `categories`, `boxes`; not `status`, `address`, `analysis` or `data`. */
function isPlural(word: string): boolean {
  return singular(word) !== word && !/(ss|us|is)$/.test(word) && !NOT_COUNTED.has(word);
}

/** Plurals that name one thing an API returns, not items to list. */
const NOT_COUNTED = new Set(['analytics', 'details', 'metrics', 'news', 'preferences', 'settings', 'statistics', 'stats']);

function singular(word: string): string {
  if (word.endsWith('ies') && word.length > 3) return `${word.slice(0, -3)}y`;
  if (/(ss|x|z|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss') && word.length > 1) return word.slice(0, -1);
  return word;
}
