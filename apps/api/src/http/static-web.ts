import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express, { type Router } from 'express';
import expressStaticGzip from 'express-static-gzip';

/** sha256 sources of the inline <script> blocks of index.html, for the Content-Security-Policy. */
export function inlineScriptHashes(indexHtml: string): string[] {
  const hashes: string[] = [];
  for (const match of indexHtml.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    const body = match[1] ?? '';
    if (body.trim() === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return hashes;
}

export interface WebBundle {
  router: Router;
  scriptHashes: string[];
}

/**
 * Serves the built SPA: hashed files under /assets are immutable for a year; everything else
 * revalidates; any other GET that wants HTML gets index.html so client routes work on reload.
 * Returns null when the web app has not been built (API-only mode).
 */
export function webBundle(distDir: string): WebBundle | null {
  const indexPath = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexPath)) return null;
  const indexHtml = fs.readFileSync(indexPath, 'utf8');
  const router = express.Router();
  // Files and pages are only read: another method leaves for the unknown-endpoint answer (404 in
  // the envelope). A path that is not percent-encoded UTF-8 names no file and no page: the error
  // handler answers it (400 in the envelope) before the static middleware, which would answer
  // "URI malformed" in plain text.
  router.use((req, _res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next('router');
    try {
      decodeURIComponent(req.path);
    } catch (error) {
      return next(error);
    }
    next();
  });
  // The build writes .br and .gz beside every text asset (vite-plugin-compression2): the best
  // one the browser accepts is sent as is, with Content-Encoding and Vary: Accept-Encoding.
  const precompressed = { enableBrotli: true, orderPreference: ['br', 'gz'], index: false };
  router.use(
    '/assets',
    expressStaticGzip(path.join(distDir, 'assets'), {
      ...precompressed,
      serveStatic: { immutable: true, maxAge: '365d', index: false, fallthrough: false },
    }),
  );
  router.use(
    expressStaticGzip(distDir, {
      ...precompressed,
      serveStatic: { index: false, maxAge: 0, setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache') },
    }),
  );
  // index.html for client routes: small, but compressed like every other answer.
  router.get(/.*/, compression(), (req, res, next) => {
    if (!req.accepts('html')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(indexHtml);
  });
  return { router, scriptHashes: inlineScriptHashes(indexHtml) };
}
