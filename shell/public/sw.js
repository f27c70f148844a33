/* global self, caches, fetch, Request, Response, URL */
/*
 * The portal's service worker. Files named by their content ('1044.e8978d53.js') never change:
 * they are served from its cache once fetched. Every other file — the page, remotes.json, each
 * remote's mf-manifest.json and remoteEntry.js — comes from the network first, so a remote
 * redeployed alone shows on the next reload; its last copy is used only without a connection.
 * A page asked for without a connection gets 'Нет соединения с сервером'. /api is never touched.
 */
const CACHE = 'diary-files-v1';
const OFFLINE_PAGE = '/offline.html';
const HASHED_FILE = /\.[0-9a-f]{8,}\.[a-z0-9]+$/;
/** Past this many files the oldest go: every deploy brings new names, and old ones are never asked for again. */
const MAX_FILES = 400;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.add(new Request(OFFLINE_PAGE, { cache: 'reload' })))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) {
    await cache.put(request, response.clone());
    const names = (await cache.keys()).filter((kept) => new URL(kept.url).pathname !== OFFLINE_PAGE);
    await Promise.all(names.slice(0, Math.max(0, names.length - MAX_FILES)).map((name) => cache.delete(name)));
  }
  return response;
}

async function networkFirst(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const kept = await cache.match(request);
    if (kept) return kept;
    throw error;
  }
}

async function page(request) {
  try {
    return await fetch(request);
  } catch {
    return (await caches.match(OFFLINE_PAGE)) ?? Response.error();
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') event.respondWith(page(request));
  else if (HASHED_FILE.test(url.pathname)) event.respondWith(cacheFirst(request));
  else event.respondWith(networkFirst(request));
});
