import type { ApiRouteName } from '../api-routes.js';
import { healthSchema } from '../schemas/account-views.js';
import { idParamSchema } from '../schemas/auth.js';
import { needyAdminSchema } from '../schemas/charity.js';
import { adminNeedyQuerySchema } from '../schemas/admin-lists.js';
import { adminNeedySchema, listedNeedySchema, needyDetailsSchema, statisticsSchema } from '../schemas/charity-views.js';
import { imageParamSchema, imageQuerySchema } from '../schemas/route-params.js';
import { DOCUMENT_FIELD, DOCUMENT_MAX_BYTES, LOGO_FIELD, LOGO_MAX_BYTES } from '../constants.js';
import {
  documentKindParamSchema,
  foundationDocumentsSchema,
  foundationDocumentVersionSchema,
  foundationSchema,
  foundationViewSchema,
} from '../schemas/foundation.js';
import { foundationSettingsSchema } from '../schemas/settings.js';
import { textOf } from '../schemas/bounded.js';
import { z } from '../schemas/zod.js';
import { binary, errors, notModified, text, type RouteContract } from './route-contract.js';

const needyTag = 'Potrzebujący';
/** The document's own top-level names (`openapi`, `info`, `paths`…), and the files of the documents' viewer. */
const OPENAPI_KEY_MAX = 32;
const DOCS_FILE_MAX = 64;

/** The beneficiaries, pictures, figures, health and the API's own document. */
export const foundationContracts = {
  health: {
    summary: 'Czy serwer i baza danych odpowiadają: 503, gdy baza nie odpowiada, proces się zamyka albo zabrakło miejsca na dysku (storage_full, do pierwszego udanego zapisu)',
    tag: 'Serwer',
    responses: { 200: healthSchema, 503: healthSchema },
  },
  ready: {
    summary: 'Czy ten proces przyjmuje nowe żądania: 503, gdy baza nie odpowiada albo proces się zamyka (SIGTERM)',
    tag: 'Serwer',
    responses: { 200: healthSchema, 503: healthSchema },
  },
  needyList: {
    summary: 'Osoby potrzebujące, bez danych prywatnych; wyszukiwanie, strony; łączna liczba w X-Total-Count',
    tag: needyTag,
    query: adminNeedyQuerySchema,
    responses: { 200: z.array(listedNeedySchema), ...errors(400) },
  },
  needy: {
    summary: 'Osoba potrzebująca z danymi prywatnymi i zbiórkami; każdy wgląd trafia do dziennika zdarzeń',
    tag: needyTag,
    params: idParamSchema,
    responses: { 200: needyDetailsSchema, ...errors(400, 404) },
  },
  needyCreate: { summary: 'Dodaje osobę potrzebującą', tag: needyTag, body: { json: needyAdminSchema }, responses: { 201: adminNeedySchema } },
  needyUpdate: {
    summary: 'Zmienia dane osoby potrzebującej',
    tag: needyTag,
    params: idParamSchema,
    body: { json: needyAdminSchema },
    responses: { 200: adminNeedySchema, ...errors(404) },
  },
  needyDelete: { summary: 'Usuwa osobę bez zbiórek', tag: needyTag, params: idParamSchema, responses: { 204: null, ...errors(400, 404, 409) } },
  needyAnonymise: {
    summary: 'Anonimizuje osobę, której wszystkie zbiórki są zakończone, zamknięte lub odrzucone; wpłaty i zbiórki zostają',
    tag: needyTag,
    params: idParamSchema,
    responses: { 200: adminNeedySchema, ...errors(400, 404, 409) },
  },
  image: {
    summary: 'Zdjęcie zbiórki w wybranym wariancie; niezmienne, z ETag',
    tag: 'Obrazy',
    params: imageParamSchema,
    query: imageQuerySchema,
    responses: { 200: binary('image/webp'), 304: null, ...errors(400, 404) },
  },
  statistics: { summary: 'Liczby paska statystyk strony głównej', tag: 'Statystyki', responses: { 200: statisticsSchema, ...notModified } },
  adminSettings: {
    summary: 'Ustawienia fundacji: liczba kupionych wózków',
    tag: 'Statystyki',
    body: { json: foundationSettingsSchema },
    responses: { 200: statisticsSchema },
  },
  foundation: {
    summary: 'Dane fundacji pokazywane na stronach: nazwa, KRS, NIP, REGON, adres, rachunki, kontakt; null, dopóki nie zostały uzupełnione',
    tag: 'Fundacja',
    responses: { 200: foundationViewSchema },
  },
  adminFoundation: {
    summary: 'Zapisuje dane fundacji (NIP, REGON i rachunki sprawdzane cyframi kontrolnymi); zmiana trafia do dziennika zdarzeń',
    tag: 'Fundacja',
    body: { json: foundationSchema },
    responses: { 200: foundationViewSchema },
  },
  adminFoundationDocuments: {
    summary: 'Wszystkie wgrane wersje statutu i polityki bezpieczeństwa, od najnowszej: data, rozmiar, kto wgrał',
    tag: 'Fundacja',
    responses: { 200: foundationDocumentsSchema },
  },
  adminFoundationDocumentUpload: {
    summary: 'Wgrywa nową wersję statutu albo polityki bezpieczeństwa (PDF do 10 MB); poprzednie zostają; zapis trafia do dziennika zdarzeń',
    description: 'Plik musi zaczynać się od %PDF- i kończyć znacznikiem %%EOF (sprawdzane są bajty pliku, nie jego nazwa ani typ podany przez przeglądarkę).',
    tag: 'Fundacja',
    params: documentKindParamSchema,
    body: { multipart: { jsonParts: {}, file: DOCUMENT_FIELD, fileKind: { maxBytes: DOCUMENT_MAX_BYTES, description: 'PDF, do 10 MB' } } },
    responses: { 201: foundationDocumentVersionSchema, ...errors(400, 413) },
  },
  foundationLogo: {
    summary: 'Logo fundacji (najnowsza wersja), pokazywane w e-mailach i w potwierdzeniach PDF; z ETag',
    tag: 'Fundacja',
    responses: { 200: binary('image/png', 'image/jpeg'), 304: null, ...errors(404) },
  },
  adminFoundationLogoUpload: {
    summary: 'Wgrywa nowe logo fundacji (PNG albo JPEG do 1 MB); poprzednie wersje zostają; zapis trafia do dziennika zdarzeń',
    description: 'Typ rozpoznawany po bajtach pliku; obraz musi się dać odczytać i mieć najwyżej 4000 pikseli z każdej strony.',
    tag: 'Fundacja',
    body: { multipart: { jsonParts: {}, file: LOGO_FIELD, fileKind: { maxBytes: LOGO_MAX_BYTES, description: 'PNG albo JPEG, do 1 MB' } } },
    responses: { 201: foundationDocumentVersionSchema, ...errors(400, 413) },
  },
  openApi: { summary: 'Ten dokument OpenAPI 3.1', tag: 'Dokumentacja', responses: { 200: z.record(textOf(OPENAPI_KEY_MAX), z.unknown()) } },
  apiDocs: { summary: 'Przeglądarka dokumentu (Swagger UI)', tag: 'Dokumentacja', responses: { 200: text('text/html') } },
  apiDocsAsset: {
    summary: 'Skrypty i style przeglądarki dokumentu',
    tag: 'Dokumentacja',
    params: z.object({ file: textOf(DOCS_FILE_MAX) }),
    responses: { 200: text('text/javascript', 'text/css'), ...errors(404) },
  },
} satisfies Partial<Record<ApiRouteName, RouteContract>>;
