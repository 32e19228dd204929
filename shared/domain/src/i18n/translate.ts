import { IntlMessageFormat } from 'intl-messageformat';
import type { Catalogue, MessageKey } from './catalogues/en.ts';
import { LOCALE_TAGS, type GuestLanguage } from './languages.ts';

export type MessageValues = Record<string, string | number>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/**
 * `t(key, values)` over one language's catalogue: ICU plurals and number formats by that
 * language's rules. Each message is parsed once, on first use.
 */
export function translatorFor(language: GuestLanguage, catalogue: Catalogue): Translate {
  const locale = LOCALE_TAGS[language];
  const compiled = new Map<MessageKey, IntlMessageFormat>();
  return (key, values) => {
    let format = compiled.get(key);
    if (!format) {
      format = new IntlMessageFormat(catalogue[key], locale);
      compiled.set(key, format);
    }
    return String(format.format(values));
  };
}
