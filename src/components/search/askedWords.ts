/**
 * The words of a question that say what it is about. A player asks in full ("what does the fish do",
 * "co dają ryby"), and Pagefind scores every word it is given: question words and pronouns stand in
 * headings and in players' phrases everywhere ("What men and women do", "Who wins"), so they outranked
 * the section holding the answer word. Search still sends them (a players' phrase that holds them is a
 * good match), but a section's rank counts them for little and its "every word" test leaves them out.
 * Pagefind has no stop words of its own; the lists are short and closed on purpose: only words that
 * never name a rule.
 */
const STOP: Record<string, ReadonlySet<string>> = {
  en: new Set(
    `a an the what what's whats which who whom whose when where why how do does did doing done is are was were be been
     can could may might must should would will shall i i'm me my mine we us our you your it its they them their he him
     his she her of to in on at for with by from about into onto if and or then than there this that these those
     happens happen happened much many any some get gets got`.split(/\s+/),
  ),
  pl: new Set(
    `co czy jak jaki jaka jakie jakiego jakim kto kogo komu kim kiedy gdzie dlaczego czemu ile ilu po i a oraz lub albo
     się sie mogę moge można mozna mam masz ma mamy macie mają jest są był była było to ten ta te tego tej tym w we z ze
     na do od o za ja mi mnie mój moja moje mojego moich moi ty ci cię ciebie twój twoja twoje twoi on ona ono oni one go jej ich
     jeśli jesli gdy że ze który która które którego dzieje dzieją robi robią robić daje dają dać dostaję dostaje`.split(/\s+/),
  ),
};

const stopOf = (lang: string) => STOP[lang.slice(0, 2)] ?? new Set<string>();
const bare = (w: string, lang: string) => w.toLocaleLowerCase(lang).replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}']+$/gu, '');

/** Whether a word only makes a sentence a question ("what", "does", "co", "się"), in the page's language. */
export const isQuestionWord = (word: string, lang: string): boolean => stopOf(lang).has(bare(word, lang));

/** The question's words without those that only make it a question; the words as typed when none is left. */
export function askedWords(query: string, lang: string): string[] {
  const words = query.split(/\s+/).filter(Boolean);
  const kept = words.filter((w) => !isQuestionWord(w, lang));
  return kept.length ? kept : words;
}
