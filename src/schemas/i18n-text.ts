import { z } from 'zod';

/** A short text given in both languages; neither may be empty. */
export const bilingual = z.object({ pl: z.string().min(1), en: z.string().min(1) }).strict();
export type Bilingual = z.infer<typeof bilingual>;
