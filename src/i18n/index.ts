import { format, type Lang, type ParamValue } from './format';
import { ui as enUi } from './en/ui';
import { ui as plUi } from './pl/ui';
import { sevenWonders as enSevenWonders } from './en/seven-wonders';
import { sevenWonders as plSevenWonders } from './pl/seven-wonders';
import { gheos as enGheos } from './en/gheos';
import { gheos as plGheos } from './pl/gheos';
import { pillars as enPillars } from './en/pillars';
import { pillars as plPillars } from './pl/pillars';
import { boraBora as enBoraBora } from './en/bora-bora';
import { boraBora as plBoraBora } from './pl/bora-bora';
import { gheosSandbox as enGheosSandbox } from './en/gheos-sandbox';
import { gheosSandbox as plGheosSandbox } from './pl/gheos-sandbox';
import { reference as enReference } from './en/reference';
import { reference as plReference } from './pl/reference';
import { pieces as enPieces } from './en/pieces';
import { pieces as plPieces } from './pl/pieces';
import { sandbox as enSandbox } from './en/sandbox';
import { sandbox as plSandbox } from './pl/sandbox';

export type { Lang } from './format';
export { langOf, type LocaleSource } from './locale';

const en = { ...enUi, ...enSevenWonders, ...enGheos, ...enGheosSandbox, ...enPillars, ...enBoraBora, ...enReference, ...enPieces, ...enSandbox };
export type MessageKey = keyof typeof en;

/** One flat dictionary per language. `pl` is typed against `en`, so a missing key fails `astro check`. */
export const dictionaries: Record<Lang, Readonly<Record<MessageKey, string>>> = {
  en,
  pl: { ...plUi, ...plSevenWonders, ...plGheos, ...plGheosSandbox, ...plPillars, ...plBoraBora, ...plReference, ...plPieces, ...plSandbox },
};

/** For Astro components: `const t = useTranslations(lang); t('nav.skip')`. */
export function useTranslations(lang: Lang) {
  return (key: MessageKey, params?: Record<string, ParamValue>) => format(lang, dictionaries[lang][key], params);
}
