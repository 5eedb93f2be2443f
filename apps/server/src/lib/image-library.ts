import type sharp from 'sharp';

let library: Promise<typeof sharp> | undefined;

/**
 * sharp (libvips), loaded at the first image stored or resized rather than at start: it adds a third to
 * the server's resident memory and a tenth of a second to its cold start, and most processes never need it.
 */
export function imageLibrary(): Promise<typeof sharp> {
  library ??= import('sharp').then((module) => module.default);
  return library;
}
