/**
 * The exported names of one package, handed out once each. One collision rule for every package: a
 * name goes to whoever claims it first; a later claimant takes its next candidate (an operation's
 * `CreateThingBody` becomes `CreateThingOperationBody` when a schema is called that), and when every
 * candidate is taken, the first with a numeric suffix and a GEN007 warning — never a silent shadow.
 */
import type { Diagnostics } from '../diagnostics.js';

export class ExportNames {
  readonly #owners = new Map<string, string>();

  constructor(
    /** `the client package`, for messages. */
    private readonly label: string,
    private readonly diagnostics: Diagnostics,
    reserved: Iterable<string> = [],
  ) {
    for (const name of reserved) this.#owners.set(name, `${label} itself`);
  }

  /** Claims the first free candidate for `owner`; see the file comment for what happens when none is free. */
  claim(candidates: readonly [string, ...string[]], owner: string, pointer: string | undefined): string {
    const free = candidates.find((name) => !this.#owners.has(name));
    if (free !== undefined) {
      this.#owners.set(free, owner);
      return free;
    }
    const [first] = candidates;
    let n = 2;
    while (this.#owners.has(`${first}${n}`)) n++;
    const name = `${first}${n}`;
    this.diagnostics.report({
      code: 'GEN007',
      severity: 'warning',
      message: `${owner} would be exported from ${this.label} as ${first}, already taken by ${this.#owners.get(first) ?? 'another name'}; using ${name}`,
      pointer,
      hint: `${name} works as it is; to choose the name yourself, rename the schema or operationId in the document`,
    });
    this.#owners.set(name, owner);
    return name;
  }

  has(name: string): boolean {
    return this.#owners.has(name);
  }
}
