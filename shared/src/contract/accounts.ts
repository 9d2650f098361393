import type { ApiRouteName } from '../api-routes.js';
import { adminLoginAnswerSchema, messageSchema, sessionSchema, signedUpSchema, signedUpWithCharitySchema, userInfoSchema } from '../schemas/account-views.js';
import { credentialsSchema, idParamSchema, rememberPasswordSchema, resetPasswordSchema } from '../schemas/auth.js';
import { charityContentSchema, needyInputSchema, organiserDeclarationsSchema } from '../schemas/charity.js';
import { adminUserQuerySchema } from '../schemas/admin-lists.js';
import { tokenParamSchema } from '../schemas/route-params.js';
import { changePasswordSchema, deleteAccountSchema, profileSchema } from '../schemas/own-account.js';
import { accountSessionSchema, personalDataSchema } from '../schemas/personal-data.js';
import { signUpSchema } from '../schemas/sign-up.js';
import { recoveryCodesSchema, twoFactorCodeSchema, twoFactorLoginSchema, twoFactorSetupSchema, twoFactorStatusSchema } from '../schemas/two-factor.js';
import { z } from '../schemas/zod.js';
import { errors, type RouteContract } from './route-contract.js';
import { TOKEN_IN_PATH } from '../openapi/parameter-notes.js';

const tag = 'Konta';
const userList = z.array(userInfoSchema);

/** Sign-up, logins, sessions, password recovery and the foundation's list of accounts. */
export const accountContracts = {
  signUp: { summary: 'Rejestracja użytkownika', tag, body: { json: signUpSchema }, responses: { 201: signedUpSchema, ...errors(409, 429) } },
  verifyEmail: {
    summary: 'Potwierdzenie adresu e-mail linkiem z wiadomości',
    description: `Wywołuje ją strona \`/user/verify\`, do której prowadzi link z e-maila. ${TOKEN_IN_PATH}`,
    tag,
    params: tokenParamSchema,
    responses: { 200: messageSchema, ...errors(400) },
  },
  userLogin: {
    summary: 'Logowanie użytkownika',
    tag,
    body: { json: credentialsSchema },
    responses: { 200: sessionSchema, ...errors(401, 403, 429) },
  },
  adminLogin: {
    summary: 'Logowanie administratora; `false`, gdy się nie uda (spec §7)',
    tag,
    body: { json: credentialsSchema },
    responses: { 200: adminLoginAnswerSchema, ...errors(429) },
  },
  adminLoginTwoFactor: {
    summary: 'Drugi krok logowania administratora: kod z aplikacji lub kod zapasowy do wyzwania z pierwszego kroku',
    tag,
    body: { json: twoFactorLoginSchema },
    // 503 SECRET_KEY_MISMATCH: the admin's secret was sealed with another APP_SECRET (a copy restored without its key).
    responses: { 200: sessionSchema, ...errors(429, 503) },
  },
  adminTwoFactor: {
    summary: 'Czy logowanie dwuetapowe zalogowanego administratora jest włączone i czy fundacja go wymaga',
    tag,
    responses: { 200: twoFactorStatusSchema },
  },
  adminTwoFactorSetup: {
    summary: 'Nowy sekret logowania dwuetapowego (kod QR i tekst), pokazywany tylko ten raz; 409, gdy już włączone',
    tag,
    responses: { 200: twoFactorSetupSchema, ...errors(409) },
  },
  adminTwoFactorConfirm: {
    summary: 'Włącza logowanie dwuetapowe po podaniu kodu z aplikacji; odpowiada 10 jednorazowymi kodami zapasowymi',
    tag,
    body: { json: twoFactorCodeSchema },
    responses: { 200: recoveryCodesSchema, ...errors(409, 429, 503) },
  },
  adminTwoFactorDisable: {
    summary: 'Wyłącza logowanie dwuetapowe po podaniu aktualnego kodu',
    tag,
    body: { json: twoFactorCodeSchema },
    responses: { 204: null, ...errors(409, 429, 503) },
  },
  logout: { summary: 'Wylogowanie: unieważnia wysłany token', tag, optionalToken: true, responses: { 204: null } },
  userInfo: { summary: 'Dane zalogowanego użytkownika', tag, responses: { 200: userInfoSchema } },
  ownProfile: {
    summary: 'Zmiana własnych danych: imię, nazwisko, telefon (nazwa użytkownika i e-mail zostają)',
    tag,
    body: { json: profileSchema },
    responses: { 200: userInfoSchema },
  },
  ownPassword: {
    summary: 'Zmiana własnego hasła po podaniu obecnego; kończy wszystkie inne sesje konta',
    tag,
    body: { json: changePasswordSchema },
    responses: { 200: messageSchema, ...errors(429) },
  },
  ownAccountDelete: {
    summary: 'Usunięcie własnego konta po podaniu hasła; odmowa (409), gdy konto prowadzi zbiórkę aktywną lub czekającą na weryfikację',
    tag,
    body: { json: deleteAccountSchema },
    responses: { 204: null, ...errors(409, 429, 503) },
  },
  ownSessions: {
    summary: 'Aktywne sesje konta: urządzenie, adres, kiedy; bieżąca oznaczona jako `current`',
    tag,
    responses: { 200: z.array(accountSessionSchema) },
  },
  ownSessionEnd: {
    summary: 'Wylogowuje jedno z pozostałych urządzeń konta (bieżące kończy /admin/logout)',
    tag,
    params: idParamSchema,
    responses: { 204: null, ...errors(400, 404) },
  },
  ownOtherSessionsEnd: { summary: 'Wylogowuje wszystkie inne urządzenia konta; bieżące zostaje zalogowane', tag, responses: { 204: null } },
  ownDataExport: {
    summary: 'Kopia danych osobowych (RODO) jako plik JSON do pobrania: profil, zbiórki, wpłaty, sesje, wpisy dziennika zdarzeń',
    tag,
    responses: { 200: personalDataSchema },
  },
  rememberPassword: {
    summary: 'Wysyła link do ustawienia nowego hasła',
    tag,
    body: { json: rememberPasswordSchema },
    responses: { 202: messageSchema, ...errors(429) },
  },
  resetPassword: {
    summary: 'Nowe hasło z linku z wiadomości',
    tag,
    body: { json: resetPasswordSchema },
    responses: { 200: messageSchema, ...errors(429) },
  },
  adminUsers: {
    summary: 'Lista kont: wyszukiwanie, filtry (aktywne, administratorzy, niepotwierdzone), strony; łączna liczba w X-Total-Count',
    tag,
    query: adminUserQuerySchema,
    responses: { 200: userList, ...errors(400) },
  },
  adminDeleteUser: { summary: 'Usuwa konto', tag, params: idParamSchema, responses: { 204: null, ...errors(400, 404, 409) } },
  adminActivateUser: { summary: 'Aktywuje konto', tag, params: idParamSchema, responses: { 204: null, ...errors(400, 404) } },
  adminDeactivateUser: {
    summary: 'Dezaktywuje konto i kończy jego sesje',
    tag,
    params: idParamSchema,
    responses: { 204: null, ...errors(400, 404, 409) },
  },
  adminUserSessions: {
    summary: 'Aktywne sesje konta',
    tag,
    params: idParamSchema,
    responses: { 200: z.array(accountSessionSchema), ...errors(400, 404) },
  },
  adminUserSessionsEnd: {
    summary: 'Wylogowuje konto ze wszystkich urządzeń (zapisywane w dzienniku zdarzeń)',
    tag,
    params: idParamSchema,
    responses: { 204: null, ...errors(400, 404) },
  },
  signUpCharity: {
    summary: 'Konto, osoba potrzebująca, zdjęcie i zbiórka w jednym żądaniu',
    tag,
    body: {
      json: z.object({ user: signUpSchema, charity: charityContentSchema, needy: needyInputSchema, declarations: organiserDeclarationsSchema }),
      multipart: {
        jsonParts: { user: signUpSchema, charity: charityContentSchema, needy: needyInputSchema, declarations: organiserDeclarationsSchema },
        file: 'image',
      },
    },
    responses: { 201: signedUpWithCharitySchema, ...errors(409, 429) },
  },
} satisfies Partial<Record<ApiRouteName, RouteContract>>;
