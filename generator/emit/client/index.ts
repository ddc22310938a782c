export function emit(): never[] { return []; }
