/**
 * What a page names instead of carrying (issue 29): a page whose islands all wake with a directive
 * that can wait (`client:touch`, `client:seen`: a rulebook, a lesson, an example's page) does not
 * carry its game's words, nor an example's steps, inline. Its `<script type="application/json"
 * data-messages>` (and each `data-steps` script) is empty and names the file the JSON is in
 * (`data-href`: `pages/[lang]/[game]/words.json.ts`, `steps/[id].json.ts`). Before an island
 * hydrates, its directive fills the scripts it needs from their files (each fetched once a page),
 * and `resolveMessages` (pageMessages.ts) and `resolveSteps` (explainers/pageSteps.ts) read them from
 * the script as before. The Bora Bora rulebook carried 45 KB of words and 37 KB of steps.
 */
const filling = new Map<string, Promise<void>>();

/** Fills the page's empty scripts that `selector` matches from the files they name; resolves when each is filled. */
export function fillFromFiles(selector: string): Promise<unknown> {
  const empty = [...document.querySelectorAll<HTMLScriptElement>(`${selector}[data-href]`)].filter((s) => !s.textContent);
  return Promise.all(empty.map((script) => fill(script.dataset.href as string)));
}

function fill(href: string): Promise<void> {
  let filled = filling.get(href);
  if (!filled) {
    filled = fetch(href)
      .then((r) => (r.ok ? r.text() : Promise.reject(new Error(`${r.status} ${href}`))))
      .then((text) => {
        for (const s of document.querySelectorAll<HTMLScriptElement>(`script[data-href="${CSS.escape(href)}"]`)) if (!s.textContent) s.textContent = text;
      })
      .catch((error: unknown) => {
        // Asked for again at the next touch (offline, say).
        filling.delete(href);
        throw error;
      });
    filling.set(href, filled);
  }
  return filled;
}

/** The page's words, when it names their file. */
export const fillPageWords = () => fillFromFiles('script[data-messages]');
