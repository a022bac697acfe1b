/**
 * A step's view with its drawings left out (issue 29): every top-level `<svg>` keeps what sizes it
 * (its `viewBox`, width, height and classes, so it takes the same room on the page) and loses its
 * drawing, its role and its label; everything outside the drawings (the view's words, its lists
 * and tables of the same facts) stays, but for what a closed `<details>` folds away. The server
 * writes every step but the one shown this way; the island draws a step's picture when the step
 * is first shown (StepPicture.tsx).
 */
export function pictureFrames(html: string): string {
  let out = '';
  let from = 0;
  let depth = 0;
  for (const m of html.matchAll(/<svg\b[^>]*>|<\/svg>/g)) {
    const at = m.index;
    if (m[0] !== '</svg>') {
      if (depth++ === 0) out += html.slice(from, at) + frame(m[0]);
    } else if (depth > 0 && --depth === 0) from = at;
  }
  return unlink(fold(out + html.slice(from)).replace(OMITTED, ''));
}

/**
 * A link beside a drawing (a game's "try from here in the sandbox") keeps its room, one line (kept to
 * one by `.step-try`, example.css), and loses itself, address and words (a space holds the line), which come
 * back with the drawing: a frame is not shown to a reader with JavaScript until drawn, and a reader
 * without it could not use what it leads to (about 10 KB of the Bora Bora rulebook; still.css leaves
 * it out without JavaScript).
 */
const unlink = (html: string) => html.replace(/<a\b[^>]*>[\s\S]*?<\/a>/g, '&#160;');

/**
 * A part a view repeats on every step (Bora Bora's "made-up layout" note) may be marked
 * `data-frame-omit`: a step not drawn yet leaves it out, and it comes back with the drawing. (An
 * element with no element of its own kind inside it.)
 */
const OMITTED = /<(\w+)\b[^>]*\sdata-frame-omit(?:="")?[^>]*>[\s\S]*?<\/\1>/g;

/** An `<svg>` start tag with only what sizes it: an empty frame names nothing and labels nothing. */
const SIZING = new Set(['viewBox', 'width', 'height', 'class', 'preserveAspectRatio']);
const frame = (tag: string) => `<svg${[...tag.matchAll(/\s([\w:-]+)(?:="([^"]*)")?/g)].filter((a) => SIZING.has(a[1] as string)).map((a) => ` ${a[0].trim()}`).join('')}>`;

/**
 * A folded block of words (`<details>`, closed: it takes its summary's line) keeps only that line's room,
 * a block of its class holding a space, and loses the rest, which comes back with the drawing it
 * describes. Bora Bora's "the same in words" is a kilobyte a step.
 */
const fold = (html: string) =>
  html.replace(/<details\b(?![^>]*\sopen\b)([^>]*)>\s*<summary\b[^>]*>[\s\S]*?<\/summary>[\s\S]*?<\/details>/g, (_, attrs: string) => {
    const cls = /\sclass="([^"]*)"/.exec(attrs)?.[1];
    return `<div class="${cls ? `${cls} ` : ''}folded">&#160;</div>`;
  });
