import type { ZodType } from 'zod';
import { sevenWondersExample } from './seven-wonders-example';

/** The example schema of each game, by its folder name under `content/`. */
export const exampleSchemas: Readonly<Record<string, ZodType>> = {
  '7-wonders': sevenWondersExample,
};
