// What the API document says about the path parameters an OWASP lint asks about (issue 29 §8): how `charity/{name}`
// and `charity/{id}` part, and why two tokens travel in paths. Said by the schema a parameter is read with.
import type { z } from '../schemas/zod.js';
import { idParamSchema } from '../schemas/numbers.js';
import { nameParamSchema, tokenParamSchema } from '../schemas/route-params.js';
import { unsubscribeSchema } from '../schemas/updates.js';
import { CHARITY_PATH_WORDS } from '../api-routes.js';
import { EMAIL_VERIFICATION_TTL_SECONDS, TOKEN_LENGTH } from '../constants.js';

const words = CHARITY_PATH_WORDS.map((word) => `\`${word}\``).join(', ');

/** Where a token in a path goes, and where it does not: true of both token routes (see openapi.test.ts). */
export const TOKEN_IN_PATH =
  'Token jest w ścieżce, bo to link z e-maila (trasy specyfikacji §7). Dziennik żądań zapisuje tę ścieżkę z tokenem ' +
  'zastąpionym przez `[ukryte]`, a odpowiedź ma `Cache-Control: no-store` i `Referrer-Policy: no-referrer`: ' +
  'token nie zostaje w pamięci podręcznej i nie trafia do nagłówka Referer.';

export const PARAMETER_NOTES = new Map<z.ZodType, string>([
  [
    idParamSchema.shape.id,
    'Numer rekordu: liczba całkowita od 1 do 2147483647, zapisana cyframi bez zera na początku. ' +
      'Inny zapis nie wskazuje żadnego rekordu: 404.',
  ],
  [
    nameParamSchema.shape.name,
    'Adres zbiórki (slug z jej tytułu: małe litery bez polskich znaków, cyfry i łączniki, np. `wozek-dla-lucji`) albo jej numer. ' +
      `Slug nigdy nie składa się z samych cyfr ani nie jest słowem stałej ścieżki (${words}), więc numer i adres się nie mylą. ` +
      'Zapis, który nie pasuje do wzoru, nie wskazuje żadnej zbiórki: 404.',
  ],
  [
    tokenParamSchema.shape.token,
    `Jednorazowy token z linku potwierdzającego adres e-mail: 32 losowe bajty w base64url (${TOKEN_LENGTH} znaki). ` +
      `Serwer przechowuje tylko jego skrót SHA-256; token przestaje działać po użyciu albo po ${EMAIL_VERIFICATION_TTL_SECONDS / 3600} godzinach.`,
  ],
  [
    unsubscribeSchema.shape.token,
    'Nieprzezroczysty token z linku „wypisz się” w e-mailu z aktualnościami: numer zbiórki, skrót adresu z kluczem serwera ' +
      'i podpis HMAC; adresu e-mail w nim nie ma. Nie wygasa i może być użyty ponownie: wypisuje tego samego darczyńcę z tej samej zbiórki.',
  ],
]);
