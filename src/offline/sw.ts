/// <reference lib="webworker" />
/*
 * The service worker: the site at the table with no signal. Bundled by src/integrations/offline.mjs
 * into dist/sw.js after Pagefind has written its index, with the lists of files below (`__OFFLINE__`).
 *
 * Files come in groups, each a Workbox precache of its own (its own Cache Storage cache):
 *  - `shell`: styles, the scripts every page loads, icons, manifests, the root and both language
 *    home pages; saved when the worker installs, so any page's first visit saves only that.
 *  - `scripts`: every other script (islands, stories and engines that load when a number changes)
 *    and Pagefind's loader; saved with the first language.
 *  - `en`, `pl`: every page of a language and that language's search index; saved when a page of
 *    that language asks (the SAVE_LANGUAGE message, sent once the page has loaded).
 * Each entry carries a revision (a content hash, or a hash in its name), so a new deployment fetches
 * only what changed; the new worker saves every group the old one had saved before it takes over,
 * and on taking over deletes what the new lists no longer name. Until the reader accepts the
 * "new version" notice (SKIP_WAITING), the old worker serves the old files: never a mix of the two.
 */
import { PrecacheController, PrecacheRoute, cleanupOutdatedCaches, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope;
declare const __OFFLINE__: { build: string; groups: Record<string, PrecacheEntry[]> };

const { build, groups } = __OFFLINE__;
const LANGS = Object.keys(groups).filter((g) => g !== 'shell' && g !== 'scripts');
const prefix = `rules-at-hand-${self.registration.scope}`;
const controllers = new Map<string, PrecacheController>();
for (const [group, entries] of Object.entries(groups)) {
  const controller = new PrecacheController({ cacheName: `${prefix}-${group}` });
  controller.addToCacheList(entries);
  controllers.set(group, controller);
  // A page may carry a query (`?players=3`, a sandbox position): the saved file is the same.
  registerRoute(new PrecacheRoute(controller, { ignoreURLParametersMatching: [/.*/], directoryIndex: 'index.html', cleanURLs: false }));
}
const STATE = `${prefix}-state`;

/** The languages saved on this device (kept in a cache of its own, so a new worker knows them). */
async function savedLanguages(): Promise<string[]> {
  const response = await (await caches.open(STATE)).match('saved-languages');
  const list: unknown = response ? await response.json() : [];
  return Array.isArray(list) ? list.filter((l): l is string => LANGS.includes(l)) : [];
}

async function markSaved(lang: string) {
  const list = new Set(await savedLanguages());
  list.add(lang);
  await (await caches.open(STATE)).put('saved-languages', Response.json([...list]));
}

/** Workbox's precache saves a file only during an `install` event; saving a language on request
 * (a `message` event) runs the same install under that name, with the message's lifetime. */
function asInstall(event: ExtendableEvent): ExtendableEvent {
  return { type: 'install', waitUntil: (p: Promise<unknown>) => event.waitUntil(p) } as unknown as ExtendableEvent;
}

// What this worker has saved since it started: every page load asks again (which also refills a
// language an older worker saved while this one waited), but a group is checked once per run.
const saving = new Map<string, Promise<number>>();

async function saveGroups(names: string[], event: ExtendableEvent) {
  let fetched = 0;
  for (const name of names) {
    let done = saving.get(name);
    if (!done) {
      done = controllers.get(name)!.install(event).then((r) => r.updatedURLs.length);
      saving.set(name, done);
      done.catch(() => saving.delete(name));
    }
    fetched += await done;
  }
  return fetched;
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const langs = await savedLanguages();
      await saveGroups(['shell', ...(langs.length ? ['scripts'] : []), ...langs], event);
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const controller of controllers.values()) await controller.activate(event);
      // Caches of groups this build no longer has (and Workbox's own older formats) go too.
      const ours = new Set([...controllers.values()].map((c) => c.strategy.cacheName).concat(STATE));
      for (const name of await caches.keys()) if (name.startsWith(prefix) && !ours.has(name)) await caches.delete(name);
      cleanupOutdatedCaches();
      await self.clients.claim();
    })(),
  );
});

type Message = { type: 'SAVE_LANGUAGE'; lang: string } | { type: 'SKIP_WAITING' } | { type: 'BUILD' };

self.addEventListener('message', (event) => {
  const data = event.data as Message | undefined;
  const reply = (answer: unknown) => event.ports[0]?.postMessage(answer);
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  else if (data?.type === 'BUILD') reply({ build });
  else if (data?.type === 'SAVE_LANGUAGE' && LANGS.includes(data.lang)) {
    const lang = data.lang;
    event.waitUntil(
      saveGroups(['scripts', lang], asInstall(event))
        .then(async (fetched) => {
          await markSaved(lang);
          reply({ saved: lang, build, fetched, files: controllers.get(lang)!.getCachedURLs().length });
        })
        .catch((error: unknown) => reply({ error: String(error), build })),
    );
  }
});

// A page of a language not saved yet, with no network: the language's home page (always saved) is
// served in its place, marked so the page can say why (see src/offline/register.ts).
setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error();
  const lang = LANGS.find((l) => new URL(request.url).pathname.startsWith(new URL(`${l}/`, self.registration.scope).pathname));
  const home = lang && (await controllers.get('shell')!.matchPrecache(`${lang}/`));
  if (!home) return Response.error();
  return home;
});
