/** Named character references Astro's Markdown writes into text. */
const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', nbsp: ' ' };

/**
 * A note's first sentence as plain text, from its rendered HTML: the line a folded note shows
 * (Note.astro). Tags are dropped and entities decoded; a note with no full stop gives all its text.
 */
export function noteGist(html: string): string {
  const text = html
    // An inline element's tags go without a trace ("<a>kontynenty</a>)" is "kontynenty)"); a block's leave a space.
    .replace(/<\/?(?:a|em|strong|b|i|code|span|abbr|sup|sub|mark|q|small)(?:\s[^>]*)?>/gi, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) =>
      name[0] === '#' ? String.fromCodePoint(Number(name[1]?.toLowerCase() === 'x' ? `0${name.slice(1)}` : name.slice(1))) : (ENTITIES[name] ?? whole),
    )
    .replace(/\s+/g, ' ')
    .trim();
  // A sentence ends at a stop before a capital (or the end): "np. gdy", "p. 6" and "e.g. a" do not.
  const end = /[.!?…](?=\s+["„“(]?[A-ZĄĆĘŁŃÓŚŹŻ]|$)/u.exec(text);
  return end ? text.slice(0, end.index + 1) : text;
}
