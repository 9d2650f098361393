import type { ApiRouteName } from '../api-routes.js';
import { idParamSchema } from '../schemas/auth.js';
import {
  charityUpdateInputSchema,
  charityUpdateSchema,
  oneClickSchema,
  postedUpdateSchema,
  UPDATE_JSON_FIELD,
  UPDATE_PICTURES_FIELD,
  unsubscribedSchema,
  unsubscribeSchema,
  updatesConfirmationSchema,
  updatesConfirmedSchema,
} from '../schemas/updates.js';
import { z } from '../schemas/zod.js';
import { errors, notModified, type RouteContract } from './route-contract.js';
import { TOKEN_IN_PATH } from '../openapi/parameter-notes.js';

const tag = 'Aktualności';

/** Issue 18: a fundraiser's updates, posted by its owner or the foundation, e-mailed to donors who asked for them. */
export const updateContracts = {
  charityUpdates: {
    summary: 'Aktualności opublikowanej zbiórki, najnowsze najpierw',
    tag,
    params: idParamSchema,
    responses: { 200: z.array(charityUpdateSchema), ...notModified, ...errors(400, 404) },
  },
  charityUpdateCreate: {
    summary:
      'Dodaje aktualność zbiórki (do 5 zdjęć) i wysyła ją e-mailem darczyńcom, którzy o to prosili i potwierdzili adres: najwyżej 1 na dobę i 5 w tygodniu (właściciel, fundacja)',
    tag,
    params: idParamSchema,
    body: { json: charityUpdateInputSchema, multipart: { jsonParts: { [UPDATE_JSON_FIELD]: charityUpdateInputSchema }, file: UPDATE_PICTURES_FIELD } },
    responses: { 201: postedUpdateSchema, ...errors(400, 404, 409, 429) },
  },
  charityUpdateDelete: {
    summary: 'Usuwa aktualność zbiórki (właściciel, fundacja)',
    tag,
    params: idParamSchema,
    responses: { 204: null, ...errors(400, 404) },
  },
  updatesUnsubscribe: {
    summary: 'Wypisuje darczyńcę z aktualności zbiórki jednym kliknięciem (podpisany link z e-maila, bez logowania)',
    tag,
    body: { json: unsubscribeSchema },
    responses: { 200: unsubscribedSchema, ...errors(400) },
  },
  updatesConfirm: {
    summary: 'Potwierdza adres e-mail darczyńcy dla aktualności zbiórek (link z jedynego e-maila potwierdzającego, bez logowania)',
    tag,
    body: { json: updatesConfirmationSchema },
    responses: { 200: updatesConfirmedSchema, ...errors(400) },
  },
  updatesOneClickUnsubscribe: {
    summary: 'Wypisanie jednym kliknięciem z programu pocztowego (RFC 8058: List-Unsubscribe=One-Click na link z e-maila)',
    description: `Program pocztowy wysyła ten POST na link z nagłówka List-Unsubscribe, który jest też stroną \`/aktualnosci/wypisz/{token}\`. ${TOKEN_IN_PATH}`,
    tag,
    params: unsubscribeSchema,
    body: { form: oneClickSchema, json: oneClickSchema },
    responses: { 200: unsubscribedSchema, ...errors(400) },
  },
} satisfies Partial<Record<ApiRouteName, RouteContract>>;
