/** Where cover images go: returns the public URL of the stored file, throws on failure. */
export interface CoverStore {
  put(name: string, bytes: Uint8Array, contentType: string): Promise<string>;
}
