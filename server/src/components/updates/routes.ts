import express from 'express';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { UPDATE_MESSAGES } from '@zlota/shared/messages';
import {
  charityUpdateInputSchema,
  oneClickSchema,
  UPDATE_JSON_FIELD,
  UPDATE_PICTURES_FIELD,
  UPDATE_PICTURES_MAX,
  unsubscribeSchema,
  updatesConfirmationSchema,
} from '@zlota/shared/schemas/updates';
import type { Deps } from '../../deps.js';
import type { RegisterRoute } from '../../http/routing.js';
import { jsonPart, multipartUpload, uploadedImages } from '../../http/multipart.js';
import { pathId, validate } from '../../http/validate.js';
import { creationLimits } from '../charities/creation-limits.js';
import { confirmUpdates } from './confirm-use-case.js';
import { unsubscribe } from './unsubscribe-use-case.js';
import { charityUpdates, postUpdate, removeUpdate } from './updates-use-case.js';

/** Issue 18: a fundraiser's updates ("Aktualności") and the one-click unsubscribe of their e-mails; issue 29: the confirmation of a donor's address. */
export function updateRoutes(deps: Deps, register: RegisterRoute): void {
  const upload = multipartUpload([UPDATE_JSON_FIELD], { field: UPDATE_PICTURES_FIELD, max: UPDATE_PICTURES_MAX, tooMany: UPDATE_MESSAGES.tooManyPictures });
  const limits = creationLimits(deps);

  register(API_ROUTES.charityUpdates, async (req, res) => {
    res.json(await charityUpdates(deps, pathId(req.params)));
  });
  // Pictures count towards the user's picture limit, as a fundraiser's do.
  register(API_ROUTES.charityUpdateCreate, upload, limits.imageUpload, async (req, res) => {
    const id = pathId(req.params);
    const input = validate(charityUpdateInputSchema, jsonPart(req, UPDATE_JSON_FIELD) ?? req.body);
    res.status(201).json(await postUpdate(deps, req.user!, id, input, uploadedImages(req)));
  });
  register(API_ROUTES.charityUpdateDelete, async (req, res) => {
    await removeUpdate(deps, req.user!, pathId(req.params));
    res.status(204).end();
  });
  register(API_ROUTES.updatesUnsubscribe, async (req, res) => {
    res.json(await unsubscribe(deps, validate(unsubscribeSchema, req.body).token));
  });
  register(API_ROUTES.updatesConfirm, async (req, res) => {
    res.json(await confirmUpdates(deps, validate(updatesConfirmationSchema, req.body).token));
  });
  register(API_ROUTES.updatesOneClickUnsubscribe, express.urlencoded({ extended: false, limit: '2kb' }), async (req, res) => {
    const { token } = validate(unsubscribeSchema, req.params);
    validate(oneClickSchema, req.body);
    res.json(await unsubscribe(deps, token));
  });
}
