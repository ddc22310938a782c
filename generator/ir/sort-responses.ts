import { compareCodeUnits } from '../code-unit-order.js';

/** Orders response keys: exact codes ascending, then ranges (`2XX`), then `default`. */
export function compareStatus(a: string, b: string): number {
  return rank(a) - rank(b) || compareCodeUnits(a, b);
}

function rank(status: string): number {
  if (/^\d{3}$/.test(status)) return Number(status);
  const range = /^([1-5])XX$/i.exec(status);
  if (range) return 1000 + Number(range[1]);
  return 2000;
}
