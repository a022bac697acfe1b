/** The named pictures in a piece of HTML: each `<svg role="img">` with its label. */
export function namedPictures(html: string): { label: string; viewBox: boolean; sized: boolean }[] {
  return [...html.matchAll(/<svg\b([^>]*)>/g)]
    .map((m) => m[1] as string)
    .filter((attrs) => /\brole="img"/.test(attrs))
    .map((attrs) => ({
      label: (/\baria-label="([^"]*)"/.exec(attrs)?.[1] ?? '').trim(),
      viewBox: /\bviewBox="[^"]+"/.test(attrs),
      sized: /\b(?:width|height)="/.test(attrs),
    }));
}
