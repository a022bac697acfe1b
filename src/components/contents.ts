import type { MarkdownHeading } from 'astro';
import type { Lang } from '../i18n';

/** What a page's contents are drawn from, in the sidebar (Toc) and in the phone's drawer (ContentsDrawer). */
export interface ContentsProps {
  lang: Lang;
  headings: MarkdownHeading[];
}
