import { API_ROUTES } from '@zlota/shared/api-routes';
import { DOCUMENT_FIELD, DOCUMENT_MAX_BYTES, LOGO_FIELD, LOGO_MAX_BYTES } from '@zlota/shared/constants';
import { FOUNDATION_MESSAGES } from '@zlota/shared/messages';
import { documentKindParamSchema, foundationSchema } from '@zlota/shared/schemas/foundation';
import type { Deps } from '../../deps.js';
import { notFound } from '../../libraries/errors.js';
import type { RegisterRoute } from '../../http/routing.js';
import { multipartFile, uploadedFile } from '../../http/multipart.js';
import { validate } from '../../http/validate.js';
import { documentVersions, uploadDocument } from './documents-use-case.js';
import { publicFoundation, updateFoundation } from './foundation-use-case.js';
import { currentLogo, uploadLogo } from './logo-use-case.js';
import { sendUpload } from './serve-upload.js';

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
  register(API_ROUTES.foundationLogo, async (req, res) => {
    const logo = await currentLogo(deps.reader);
    if (!logo) throw notFound(FOUNDATION_MESSAGES.logoMissing);
    sendUpload(req, res, logo, logo.contentType);
  });
  const logoUpload = multipartFile(LOGO_FIELD, LOGO_MAX_BYTES, FOUNDATION_MESSAGES.logoTooLarge);
  register(API_ROUTES.adminFoundationLogoUpload, logoUpload, async (req, res) => {
    res.status(201).json(await uploadLogo(deps, req.user!, uploadedFile(req)));
  });
}
