/**
 * A file of generated/ as the server presents it: read, rewritten for the server's public URL, then
 * precompressed (precompressed.ts). The work is done on the first request and kept while the file on disk
 * and the public URL stay the same, which in `npm start` is the life of the process; `npm run dev` rewrites
 * the docs under a running server, and the next request then serves the new page. The check per request is
 * one `stat`, nothing is read or rewritten again.
 */
import { readFile, stat } from 'node:fs/promises';
import { Precompressed } from './precompressed.js';

/** Turns the file's text into what is served, given the public URL. */
export type Presenter = (text: string, publicUrl: string) => string;

export class ServedFile {
  #version: { key: string; presented: Promise<Precompressed> } | undefined;

  constructor(
    readonly path: string,
    private readonly present: Presenter,
    private readonly publicUrl: () => string,
  ) {}

  async current(): Promise<Precompressed> {
    const stats = await stat(this.path);
    const publicUrl = this.publicUrl();
    const key = `${stats.ino}:${stats.size}:${stats.mtimeMs}:${publicUrl}`;
    if (this.#version?.key !== key) {
      const presented = readFile(this.path, 'utf8').then((text) => new Precompressed(Buffer.from(this.present(text, publicUrl))));
      const version = { key, presented };
      this.#version = version;
      // A failure (a file caught half written) is not kept: the next request tries again.
      presented.catch(() => {
        if (this.#version === version) this.#version = undefined;
      });
    }
    return this.#version.presented;
  }
}
