/**
 * The one order the generator sorts text in: by UTF-16 code unit, as `<` compares strings — the same on
 * every machine. `localeCompare()` without a fixed locale orders by the machine's ICU collation
 * (docs/decisions/0042-one-package-step.md): output would depend on where it was generated.
 */
export function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
