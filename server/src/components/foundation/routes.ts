import { API_ROUTES } from '@zlota/shared/api-routes';
import { DOCUMENT_FIELD, DOCUMENT_MAX_BYTES } from '@zlota/shared/constants';
import { FOUNDATION_MESSAGES } from '@zlota/shared/messages';
import { documentKindParamSchema, foundationSchema } from '@zlota/shared/schemas/foundation';
import type { Deps } from '../../deps.js';
import type { RegisterRoute } from '../../http/routing.js';
import { multipartFile, uploadedFile } from '../../http/multipart.js';
import { validate } from '../../http/validate.js';
import { documentVersions, uploadDocument } from './documents-use-case.js';
import { publicFoundation, updateFoundation } from './foundation-use-case.js';

export function foundationRoutes(deps: Deps, register: RegisterRoute): void {
  register(API_ROUTES.foundation, async (_req, res) => {
    res.json(await publicFoundation(deps));
  });
  register(API_ROUTES.adminFoundation, async (req, res) => {
    res.json(await updateFoundation(deps, req.user!, validate(foundationSchema, req.body)));
  });
  register(API_ROUTES.adminFoundationDocuments, async (_req, res) => {
    res.json(await documentVersions(deps));
  });
  const upload = multipartFile(DOCUMENT_FIELD, DOCUMENT_MAX_BYTES, FOUNDATION_MESSAGES.documentTooLarge);
  register(API_ROUTES.adminFoundationDocumentUpload, upload, async (req, res) => {
    const { kind } = validate(documentKindParamSchema, req.params);
    res.status(201).json(await uploadDocument(deps, req.user!, kind, uploadedFile(req)));
  });
}
