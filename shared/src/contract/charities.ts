import type { ApiRouteName } from '../api-routes.js';
import { idParamSchema } from '../schemas/auth.js';
import {
  adminCharitySchema,
  adminCharityUpdateSchema,
  adminCharityWithNeedySchema,
  searchTermSchema,
  userCharitySchema,
  userCharityUpdateSchema,
} from '../schemas/charity.js';
import { adminCharityViewSchema, charityCardSchema, charityRevisionSchema, charityDetailsSchema, countSchema, ownCharitySchema } from '../schemas/charity-views.js';
import { catalogFiltersSchema, charityListQuerySchema, cityChoiceSchema } from '../schemas/catalog-filters.js';
import { adminCharityQuerySchema } from '../schemas/admin-lists.js';
import { nameParamSchema } from '../schemas/route-params.js';
import { z } from '../schemas/zod.js';
import { errors, notModified, type MultipartContract, type RouteContract } from './route-contract.js';

const tag = 'Zbiórki';
const cards = z.array(charityCardSchema);

/** A fundraiser as JSON, or as multipart: its JSON in the `charity` part and a picture in `image`. */
const charityBody = (schema: z.ZodType): { json: z.ZodType; multipart: MultipartContract } => ({
  json: schema,
  multipart: { jsonParts: { charity: schema }, file: 'image' },
});

/** `charity/{id}` beside `charity/{name}`: the same path, told apart by the method. */
const BY_NUMBER = 'Zbiórkę wskazuje tu tylko jej numer `{id}`; po adresie (slugu) czyta ją jedynie `GET /api/charity/{name}`.';

/** The catalog, a fundraiser's page, and how owners and the foundation make and change fundraisers. */
export const charityContracts = {
  charityCount: {
    summary: 'Liczba widocznych zbiórek (z filtrami miasta i „blisko celu”)',
    tag,
    query: catalogFiltersSchema,
    responses: { 200: countSchema, ...notModified, ...errors(400) },
  },
  charityCities: { summary: 'Miasta aktywnych zbiórek z ich liczbą: wybór filtra', tag, responses: { 200: z.array(cityChoiceSchema), ...notModified } },
  charityPromoted: { summary: 'Wyróżnione zbiórki baneru strony głównej', tag, responses: { 200: cards, ...notModified } },
  charitySearch: {
    summary: 'Wyszukiwanie zbiórek (co najmniej 3 znaki), z filtrami miasta i „blisko celu”',
    tag,
    params: searchTermSchema,
    query: catalogFiltersSchema,
    responses: { 200: cards, ...notModified, ...errors(400, 404) },
  },
  charities: { summary: 'Strona listy zbiórek, z filtrami miasta i „blisko celu”; pełna strona podaje w nagłówku X-Next-After znacznik następnej (`after=`)', tag, query: charityListQuerySchema, responses: { 200: cards, ...notModified, ...errors(400) } },
  charityCreate: {
    summary: 'Fundacja zakłada zbiórkę dla istniejącej osoby potrzebującej',
    tag,
    body: charityBody(adminCharitySchema),
    responses: { 201: adminCharityViewSchema },
  },
  charityCreateWithNeedy: {
    summary: 'Fundacja zakłada zbiórkę razem z osobą potrzebującą',
    tag,
    body: charityBody(adminCharityWithNeedySchema),
    responses: { 201: adminCharityViewSchema },
  },
  charityPreview: {
    summary: 'Podgląd własnej zbiórki w każdym statusie (właściciel, administrator)',
    tag,
    params: nameParamSchema,
    responses: { 200: charityDetailsSchema, ...errors(400, 404) },
  },
  charity: {
    summary: 'Strona zbiórki po adresie lub id',
    description:
      '`GET /api/charity/{name}` i `PUT`/`DELETE /api/charity/{id}` to jedna ścieżka o różnych metodach: odczyt przyjmuje ' +
      'adres zbiórki (slug) albo jej numer, zmiana i usunięcie tylko numer. Stałe ścieżki `GET /api/charity/count`, ' +
      '`/promoted`, `/cities` i `/search/{term}` serwer dopasowuje przed `{name}`, a żaden slug nie jest ich słowem.',
    tag,
    params: nameParamSchema,
    responses: { 200: charityDetailsSchema, ...notModified, ...errors(400, 404) },
  },
  charityUpdate: {
    summary: 'Zmiana zbiórki: pola administratora albo właściciela (przed publikacją; po niej opis i zdjęcie, drobna poprawka od razu, reszta po akceptacji)',
    description: BY_NUMBER,
    tag,
    params: idParamSchema,
    body: charityBody(z.union([adminCharityUpdateSchema, userCharityUpdateSchema])),
    responses: { 200: adminCharityViewSchema, ...errors(404, 409, 429) },
  },
  charityDelete: { summary: 'Usuwa zbiórkę bez wpłat', description: BY_NUMBER, tag, params: idParamSchema, responses: { 204: null, ...errors(400, 404, 409) } },
  adminCharities: {
    summary: 'Wszystkie zbiórki: wyszukiwanie, filtry (status, właściciel, wyróżnienie), sortowanie, strony; łączna liczba w X-Total-Count',
    tag,
    query: adminCharityQuerySchema,
    responses: { 200: z.array(adminCharityViewSchema), ...errors(400) },
  },
  adminCharity: { summary: 'Zbiórka z danymi fundacji', tag, params: idParamSchema, responses: { 200: adminCharityViewSchema, ...errors(400, 404) } },
  userCreateCharity: {
    summary: 'Użytkownik zakłada zbiórkę: szkic albo do akceptacji',
    tag,
    body: charityBody(userCharitySchema),
    responses: { 201: adminCharityViewSchema, ...errors(429) },
  },
  userCollections: { summary: 'Zbiórki zalogowanego użytkownika', tag, responses: { 200: z.array(ownCharitySchema) } },
  charityRevisions: {
    summary: 'Wersje opisu i zdjęcia opublikowanej zbiórki, najnowsze najpierw (właściciel, administrator)',
    tag,
    params: idParamSchema,
    responses: { 200: z.array(charityRevisionSchema), ...errors(400, 404) },
  },
  userDeleteCharity: { summary: 'Usuwa własną zbiórkę bez wpłat', tag, params: idParamSchema, responses: { 204: null, ...errors(400, 404, 409) } },
} satisfies Partial<Record<ApiRouteName, RouteContract>>;
