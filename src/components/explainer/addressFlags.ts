/** Flags in the address are written bare (`?present&predict`), not as `present=`. */
export const tidyFlags = (href: string) => href.replace(/([?&](?:present|predict|speaker))=(?=[&#]|$)/g, '$1');
