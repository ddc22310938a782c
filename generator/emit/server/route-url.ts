/**
 * A path template in Fastify's syntax. Its router (find-my-way) ends a `:name` at the first character that is not
 * a letter, digit or underscore — `/:file.png` is a parameter and a suffix — so a document's parameter called
 * `execution.workflow_id` or `step-id` would never match a real URL. Such names take a route name of word
 * characters (`execution_workflow_id`, numbered if that is taken), and the route says which document name each
 * stands for, so handlers still get the values under the document's names.
 */
export interface RouteUrl {
  /** `/executions/:execution_workflow_id/steps/:step_id` */
  readonly url: string;
  /** Route name → the document's name, for the names that had to change (empty when none did). */
  readonly renamed: ReadonlyArray<readonly [routeName: string, documentName: string]>;
}

export function routeUrl(pathTemplate: string): RouteUrl {
  const used = new Set<string>();
  const renamed: Array<readonly [string, string]> = [];
  for (const [, name] of pathTemplate.matchAll(/\{([^}]+)\}/g)) if (/^\w+$/.test(name!)) used.add(name!);
  const url = pathTemplate.replace(/\{([^}]+)\}/g, (_whole, name: string) => {
    if (/^\w+$/.test(name)) return `:${name}`;
    const base = name.replace(/\W+/g, '_').replace(/^_+|_+$/g, '') || 'param';
    let routeName = base;
    for (let n = 2; used.has(routeName); n++) routeName = `${base}${n}`;
    used.add(routeName);
    renamed.push([routeName, name]);
    return `:${routeName}`;
  });
  return { url, renamed };
}
