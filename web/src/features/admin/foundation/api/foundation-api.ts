import { apiPath, API_ROUTES } from '@zlota/shared/api-routes';
import { DOCUMENT_FIELD, LOGO_FIELD, type FoundationDocumentKind } from '@zlota/shared/constants';
import type { FoundationDocumentVersion, FoundationInput, FoundationView } from '@zlota/shared/entities';
import { api } from '../../../../lib/api-client';

export const foundationApi = {
  get: (signal?: AbortSignal) => api.get<FoundationView>(apiPath(API_ROUTES.foundation), signal ? { signal } : {}),
  save: (record: FoundationInput) => api.put<FoundationView>(apiPath(API_ROUTES.adminFoundation), record),
  documents: (signal?: AbortSignal) => api.get<FoundationDocumentVersion[]>(apiPath(API_ROUTES.adminFoundationDocuments), signal ? { signal } : {}),
  upload: (kind: FoundationDocumentKind, file: File) => {
    const form = new FormData();
    form.append(DOCUMENT_FIELD, file);
    return api.send<FoundationDocumentVersion>('post', apiPath(API_ROUTES.adminFoundationDocumentUpload, { kind }), form);
  },
  uploadLogo: (file: File) => {
    const form = new FormData();
    form.append(LOGO_FIELD, file);
    return api.send<FoundationDocumentVersion>('post', apiPath(API_ROUTES.adminFoundationLogoUpload), form);
  },
};
