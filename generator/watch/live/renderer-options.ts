/**
 * The options the built page hands its renderer (`const __redoc_options = {…};` in the page `build-docs` wrote):
 * a page rendered again in place in `npm run dev` uses the very same ones, whatever generator/emit/docs configures.
 */
export function rendererOptions(html: string): Record<string, unknown> {
  const found = /\bconst __redoc_options = (\{.*\});\s*$/m.exec(html);
  if (found === null) return {};
  try {
    const options: unknown = JSON.parse(found[1]!);
    return typeof options === 'object' && options !== null && !Array.isArray(options) ? (options as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
