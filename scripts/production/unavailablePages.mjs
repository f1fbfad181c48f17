// The nginx maps that answer in the visitor's language when no instance answered (issue 23): the HTML page and the
// API's JSON message, from deploy/unavailable-messages.json. The language is the sxz_lang cookie the portal sets,
// else the first language of Accept-Language, else English.
import { readFileSync } from 'node:fs';

const RTL = new Set(['ar_SA']);
/** Characters that would end or change an nginx single-quoted string, or the JSON the API answer is. */
const UNSAFE = /['"$\\]/;

export function readUnavailableMessages(file) {
  const { $comment: _comment, ...messages } = JSON.parse(readFileSync(file, 'utf8'));
  for (const [locale, texts] of Object.entries(messages)) {
    for (const [key, text] of Object.entries(texts)) {
      if (UNSAFE.test(text)) throw new Error(`${file}: ${locale}.${key} holds a quote, dollar sign or backslash`);
    }
  }
  return messages;
}

/** The 503 page in one language: reloads itself, needs no script or style from anywhere. */
export function unavailablePage(locale, { title, reload }) {
  const dir = RTL.has(locale) ? 'rtl' : 'ltr';
  return `<!doctype html><html lang="${locale.replace('_', '-')}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><meta http-equiv="refresh" content="5"><title>${title}</title></head><body><h1>${title}</h1><p>${reload}</p></body></html>`;
}

export function unavailableMaps(messages) {
  const locales = Object.keys(messages);
  const cookie = locales.map((locale) => `    "~^${locale}\\|" ${locale};`);
  // zh-TW still reads the Chinese page best; pt-PT the Brazilian one.
  const header = locales.map((locale) => `    "~*^[^|]*\\|\\s*${locale.slice(0, 2)}" ${locale};`);
  const pages = locales.map((locale) => `    ${locale} '${unavailablePage(locale, messages[locale])}';`);
  const api = locales.flatMap((locale) => [
    `    "${locale}|GET" '${messages[locale].read}';`,
    `    "${locale}|HEAD" '${messages[locale].read}';`,
    `    "~^${locale}\\|" '${messages[locale].write}';`,
  ]);
  return [
    '  map "$cookie_sxz_lang|$http_accept_language" $academy_lang {',
    '    default en_US;',
    ...cookie,
    ...header,
    '  }',
    '  map $academy_lang $academy_unavailable_page {',
    `    default '${unavailablePage('en_US', messages.en_US)}';`,
    ...pages,
    '  }',
    '  # A read can simply be asked again; a write may have been committed by an instance that died before answering',
    '  # (nginx never resends it), so the client is not told it is safe to repeat.',
    '  map "$academy_lang|$request_method" $academy_unavailable_message {',
    `    default '${messages.en_US.write}';`,
    ...api,
    '  }',
  ].join('\n');
}
