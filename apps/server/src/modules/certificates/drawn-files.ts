/**
 * Files already drawn (a certificate's PDF, its preview image), by a key naming everything
 * they show: the newest `size` are kept, a failed drawing is forgotten so the next request
 * draws again. Whether the caller may have one is decided before, on every request.
 */
export class DrawnFiles {
  readonly #files = new Map<string, Promise<Buffer>>();
  constructor(private readonly size: number) {}

  get(key: string, draw: () => Promise<Buffer>): Promise<Buffer> {
    let file = this.#files.get(key);
    if (file) {
      // Most recently used last: Map keeps insertion order.
      this.#files.delete(key);
      this.#files.set(key, file);
      return file;
    }
    file = draw();
    file.catch(() => {
      if (this.#files.get(key) === file) this.#files.delete(key);
    });
    this.#files.set(key, file);
    if (this.#files.size > this.size) this.#files.delete(this.#files.keys().next().value!);
    return file;
  }
}
