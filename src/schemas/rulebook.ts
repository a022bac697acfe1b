import { z } from 'zod';

/** Frontmatter of `content/{game}/{lang}.mdx`. */
export const rulebookFrontmatter = z
  .object({
    title: z.string().min(1),
    description: z.string().min(20).max(200),
  })
  .strict();
