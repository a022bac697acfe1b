/*
 * The page's side of working offline (the worker is src/offline/sw.ts). Loaded after the page has
 * loaded, so nothing of it is on the way to the first paint:
 *  - registers the worker at the site's base path, over the whole site;
 *  - asks it to save every page of this page's language (and says when that is done, on <html>:
 *    `data-offline="saved:{build}"`, which the tests wait for);
 *  - when a new deployment's worker is waiting, offers to reload: the old worker goes on serving the
 *    old files until then, so a page never mixes two deployments;
 *  - when the worker served this language's home page in place of a page it has not saved (no
 *    connection), says so.
 */
import { Workbox, messageSW } from 'workbox-window';

type Saved = { saved?: string; build?: string; error?: string };

export async function start(notice: HTMLElement) {
  const base = import.meta.env.BASE_URL;
  const root = document.documentElement;
  const strings = JSON.parse(notice.dataset.strings ?? '{}') as Record<'update' | 'reload' | 'notSaved', string>;
  const text = notice.querySelector<HTMLElement>('[data-offline-text]')!;
  const reload = notice.querySelector<HTMLButtonElement>('[data-offline-reload]')!;
  notice.querySelector('[data-offline-close]')?.addEventListener('click', () => (notice.hidden = true));
  const say = (message: string, withReload: boolean) => {
    text.textContent = message;
    reload.hidden = !withReload;
    notice.hidden = false;
  };

  const own = notice.dataset.page;
  if (own && decodeURI(location.pathname) !== own && own === `${base}${root.lang}/`) say(strings.notSaved, false);

  const wb = new Workbox(`${base}sw.js`, { scope: base });
  wb.addEventListener('waiting', () => {
    say(strings.update, true);
    reload.onclick = () => {
      wb.addEventListener('controlling', () => location.reload());
      wb.messageSkipWaiting();
    };
  });
  const registration = await wb.register();
  if (!registration || !notice.dataset.lang) return;
  const worker = (await navigator.serviceWorker.ready).active;
  if (!worker) return;
  const answer = (await messageSW(worker, { type: 'SAVE_LANGUAGE', lang: notice.dataset.lang })) as Saved;
  root.dataset.offline = answer.saved ? `saved:${answer.build}` : 'failed';
}
