/** Types of indefinite-article.js for the TypeScript tests. */
export declare function articleSlips(text: string): string[];
declare function IndefiniteArticle(): object;
export default IndefiniteArticle;
