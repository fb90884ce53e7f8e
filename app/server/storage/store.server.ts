/** Where images go: returns the public URL of the stored file, throws on failure. */
export interface CoverStore {
  /** `replace`: overwrite a file of that name (the start-up processing of older uploads). */
  put(
    name: string,
    bytes: Uint8Array,
    contentType: string,
    options?: { replace?: boolean },
  ): Promise<string>;
}
