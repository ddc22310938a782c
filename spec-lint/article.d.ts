/** Types of article.js for the TypeScript tests. */
export declare function indefiniteArticle(word: string): 'a' | 'an' | undefined;
