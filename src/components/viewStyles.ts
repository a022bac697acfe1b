/**
 * The stylesheets of a step (explainer/example.css) and of every game's step views, imported by the pages that draw them (Example.astro,
 * the practice page, the Gheos sandbox) rather than by the view modules themselves. A view module
 * that a page loads later by `import()` (a practice page drawing its first question) then asks for no
 * stylesheet of its own: Astro keeps the server build's copy of a component's CSS, and the client
 * build's differently split copy, which such an import would request, is not in dist/.
 */
import './gheos/terrain.css';
import './gheos/board.css';
import './explainer/example.css';
import './gheos/board-size.css';
import './seven-wonders/views.css';
import './seven-wonders/pictures.css';
import './seven-wonders/card-colours.css';
import './pillars/pillars.css';
import './bora-bora/bora-bora.css';
import './bora-bora/bora-pictures.css';
