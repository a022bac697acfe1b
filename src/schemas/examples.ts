import type { ZodType } from 'zod';
import { boraBoraExample } from './bora-bora-example';
import { gheosExample } from './gheos-example';
import { pillarsExample } from './pillars-example';
import { sevenWondersExample } from './seven-wonders-example';

/** The example schema of each game, by its folder name under `content/`. */
export const exampleSchemas: Readonly<Record<string, ZodType>> = {
  '7-wonders': sevenWondersExample,
  gheos: gheosExample,
  'pillars-of-the-earth': pillarsExample,
  'bora-bora': boraBoraExample,
};
