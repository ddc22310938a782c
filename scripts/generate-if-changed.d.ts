/** Types of generate-if-changed.js (JavaScript: the launcher runs it before anything can compile TypeScript). */
export function generateIfChanged(root?: string): void;
