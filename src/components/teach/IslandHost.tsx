/**
 * Nothing to draw: rendered `client:touch` on the teacher's lesson player so that the page carries
 * Astro's island runtime and the `touch` directive, which the examples it brings in from their own
 * pages (`player.ts`) hydrate with. It never wakes.
 */
export default function IslandHost(): null {
  return null;
}
