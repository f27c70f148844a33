import { stat } from 'node:fs/promises';
import path from 'node:path';
import express, { type RequestHandler, type Response } from 'express';

/*
 * The built frontends' files: precompressed variants chosen by Accept-Encoding, and cache headers
 * that let a browser keep hashed files for a year while it asks again for every file that names
 * others, so that a redeployed remote shows on the next reload.
 */

/** A file webpack names by its content ('1044.e8978d53.js'): it never changes under that name. */
export const HASHED_FILE = /\.[0-9a-f]{8,}\.[a-z0-9]+$/;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

/** The precompressed variants the build writes beside each file (build/webpack/precompress-plugin.cjs), best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** Hashed files for a year, immutable; every other file (HTML, manifests, remoteEntry.js, main.js) revalidated each time. */
export function setCacheHeaders(res: Response, filePath: string): void {
  res.setHeader('Cache-Control', HASHED_FILE.test(path.basename(filePath)) ? IMMUTABLE : NO_CACHE);
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/**
 * A built folder's files: the brotli or gzip variant when the browser takes it and the build wrote
 * it (with the original's type, `Content-Encoding` and `Vary: Accept-Encoding`), else the file itself.
 */
export function staticFiles(folder: string): RequestHandler[] {
  const root = path.resolve(folder);
  const precompressed: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let relative: string;
    try {
      relative = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const file = path.join(root, relative);
    if (relative.includes('\0') || !file.startsWith(root + path.sep)) return next();
    res.setHeader('Vary', 'Accept-Encoding');
    // Our order, not the header's: browsers list gzip first ('gzip, deflate, br') but take either.
    const encoding = ENCODINGS.find((candidate) => req.acceptsEncodings(candidate.name) === candidate.name);
    if (!encoding) return next();
    void isFile(file + encoding.suffix).then((exists) => {
      if (!exists) return next();
      res.setHeader('Content-Encoding', encoding.name);
      res.type(path.extname(file));
      setCacheHeaders(res, file);
      res.sendFile(file + encoding.suffix, (error) => {
        if (error && !res.headersSent) next();
      });
    });
  };
  return [precompressed, express.static(root, { index: false, setHeaders: setCacheHeaders })];
}
