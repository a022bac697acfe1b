#!/usr/bin/env node
// A plain static file server for dist/, as any static host would serve it:
// a folder gives its index.html, anything missing gives 404.html with status 404.
// The e2e suite uses it instead of `astro preview`, which allows one server per project.
// Usage: serve-dist.mjs [dir] [port] [base]. With a base path (`/rules-at-hand/`, as on a GitHub Pages
// project site) the files are served under it, and every address outside it is a 404.
import { createServer } from 'node:http';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';

const root = normalize(process.argv[2] ?? 'dist');
const port = Number(process.argv[3] ?? 4322);
const base = `/${(process.argv[4] ?? '').replace(/^\/+|\/+$/g, '')}/`.replace('//', '/');
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.pf_meta': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
};

function resolve(urlPath) {
  let path;
  try {
    path = normalize(join(root, decodeURIComponent(urlPath)));
  } catch {
    return null;
  }
  if (!path.startsWith(root)) return null;
  if (existsSync(path) && statSync(path).isDirectory()) path = join(path, 'index.html');
  return existsSync(path) && statSync(path).isFile() ? path : null;
}

createServer((req, res) => {
  const { pathname } = new URL(req.url ?? '/', 'http://localhost');
  const inside = pathname.startsWith(base) ? pathname.slice(base.length - 1) : null;
  // Like most static hosts: /en/7-wonders -> /en/7-wonders/ (and /rules-at-hand -> /rules-at-hand/)
  if (`${pathname}/` === base || (inside !== null && !pathname.endsWith('/') && !extname(pathname) && resolve(inside + '/'))) {
    res.writeHead(301, { location: pathname + '/' });
    return res.end();
  }
  const file = inside === null ? null : resolve(inside);
  const status = file ? 200 : 404;
  const body = file ?? join(root, '404.html');
  res.writeHead(status, { 'content-type': types[extname(body)] ?? 'application/octet-stream' });
  createReadStream(body).pipe(res);
}).listen(port, '127.0.0.1', () => console.log(`serving ${root} at http://127.0.0.1:${port}${base}`));
