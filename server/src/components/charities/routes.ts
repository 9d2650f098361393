import type { Request } from 'express';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { API_MESSAGES } from '@zlota/shared/messages';
import {
  adminCharitySchema,
  adminCharityUpdateSchema,
  adminCharityWithNeedySchema,
  charityContentSchema,
  needyInputSchema,
  organiserDeclarationsSchema,
  searchTermSchema,
  userCharitySchema,
  userCharityUpdateSchema,
} from '@zlota/shared/schemas/charity';
import { catalogFiltersSchema, charityListQuerySchema, listCursorText } from '@zlota/shared/schemas/catalog-filters';
import { adminCharityQuerySchema } from '@zlota/shared/schemas/admin-lists';
import { bannerOrderSchema, charityBulkSchema, moderationSchema, revisionReviewSchema } from '@zlota/shared/schemas/moderation';
import { nameParamSchema } from '@zlota/shared/schemas/route-params';
import { signUpSchema } from '@zlota/shared/schemas/sign-up';
import type { Deps } from '../../deps.js';
import { sendPage, type RegisterRoute } from '../../http/routing.js';
import { jsonPart, multipartUpload, uploadedImage } from '../../http/multipart.js';
import { createRateLimit } from '../rate-limits/rate-limit.js';
import { pathId, validate } from '../../http/validate.js';
import {
  charityCities,
  charityEditor,
  charityNotFound,
  countCharities,
  listCharities,
  previewCharity,
  promotedCharities,
  publicCharity,
  searchCharities,
} from './catalog-use-case.js';
import { adminCharity, adminCharityPage, arrangeBanner, bannerCharities } from './admin-charities-use-case.js';
import { creationLimits } from './creation-limits.js';
import { bulkCharities } from './bulk-use-case.js';
import { moderateCharity } from './moderation-use-case.js';
import {
  adminCreateCharity,
  adminCreateCharityWithNeedy,
  adminDeleteCharity,
  adminUpdateCharity,
  ownCharities,
  ownerDeleteCharity,
  ownerUpdateCharity,
  userCreateCharity,
} from './manage-charity-use-case.js';
import { signUpWithCharity } from './sign-up-charity-use-case.js';
import { charityRevisions, reviewRevision } from './revisions-use-case.js';

/** A fundraiser arrives as JSON, or as multipart with a `charity` JSON part and an `image` file. */
const charityBody = (req: Request) => jsonPart(req, 'charity') ?? req.body;
const imageOf = uploadedImage;

/** `charity/:name`, a slug or an id: one written otherwise names no fundraiser, so it is not found, like a missing one. */
export function charityName(params: unknown): string {
  const result = nameParamSchema.safeParse(params ?? {});
  if (!result.success) throw charityNotFound();
  return result.data.name;
}

/** Issue 40 item 6: how many give to a fundraiser every month (the recurring component's count, given by the app). */
export type MonthlySupporters = (deps: Deps, charityId: number) => Promise<number>;

export function charityRoutes(deps: Deps, register: RegisterRoute, monthlySupporters: MonthlySupporters): void {
  const upload = multipartUpload(['charity']);
  const limits = creationLimits(deps);

  register(API_ROUTES.charityCount, async (req, res) => {
    res.json(await countCharities(deps, validate(catalogFiltersSchema, req.query)));
  });
  register(API_ROUTES.charityCities, async (_req, res) => {
    res.json(await charityCities(deps));
  });
  register(API_ROUTES.charityPromoted, async (_req, res) => {
    res.json(await promotedCharities(deps));
  });
  register(API_ROUTES.charitySearch, async (req, res) => {
    res.json(await searchCharities(deps, validate(searchTermSchema, req.params).term, validate(catalogFiltersSchema, req.query)));
  });
  register(API_ROUTES.charities, async (req, res) => {
    const { cards, next } = await listCharities(deps, validate(charityListQuerySchema, req.query));
    if (next) res.setHeader('X-Next-After', listCursorText(next));
    res.json(cards);
  });
  register(API_ROUTES.charityCreate, upload, async (req, res) => {
    res.status(201).json(await adminCreateCharity(deps, req.user!, validate(adminCharitySchema, charityBody(req)), imageOf(req)));
  });
  register(API_ROUTES.charityCreateWithNeedy, upload, async (req, res) => {
    const input = validate(adminCharityWithNeedySchema, charityBody(req));
    res.status(201).json(await adminCreateCharityWithNeedy(deps, req.user!, input, imageOf(req)));
  });
  register(API_ROUTES.charityPreview, async (req, res) => {
    res.json(await previewCharity(deps, req.user!, charityName(req.params)));
  });
  register(API_ROUTES.charity, async (req, res) => {
    const charity = await publicCharity(deps, charityName(req.params));
    res.json({ ...charity, monthly_supporters: await monthlySupporters(deps, charity.id) });
  });
  register(API_ROUTES.charityUpdate, upload, limits.imageUpload, async (req, res) => {
    const id = pathId(req.params);
    const user = req.user!;
    res.json(
      (await charityEditor(deps, user, id)) === 'staff'
        ? await adminUpdateCharity(deps, user, id, validate(adminCharityUpdateSchema, charityBody(req)), imageOf(req))
        : await ownerUpdateCharity(deps, user, id, validate(userCharityUpdateSchema, charityBody(req)), imageOf(req)),
    );
  });
  register(API_ROUTES.charityDelete, async (req, res) => {
    await adminDeleteCharity(deps, req.user!, pathId(req.params));
    res.status(204).end();
  });
  register(API_ROUTES.adminCharities, async (req, res) => {
    sendPage(res, await adminCharityPage(deps, validate(adminCharityQuerySchema, req.query)));
  });
  register(API_ROUTES.adminCharityModerate, async (req, res) => {
    const id = pathId(req.params);
    res.json(await moderateCharity(deps, req.user!, id, validate(moderationSchema, req.body)));
  });
  register(API_ROUTES.adminCharitiesBulk, async (req, res) => {
    res.json(await bulkCharities(deps, req.user!, validate(charityBulkSchema, req.body)));
  });
  register(API_ROUTES.adminCharityRevisionReview, async (req, res) => {
    res.json(await reviewRevision(deps, req.user!, pathId(req.params), validate(revisionReviewSchema, req.body)));
  });
  register(API_ROUTES.charityRevisions, async (req, res) => {
    res.json(await charityRevisions(deps, req.user!, pathId(req.params)));
  });
  register(API_ROUTES.adminBanner, async (_req, res) => {
    res.json(await bannerCharities(deps));
  });
  register(API_ROUTES.adminBannerOrder, async (req, res) => {
    res.json(await arrangeBanner(deps, req.user!, validate(bannerOrderSchema, req.body).ids));
  });
  register(API_ROUTES.adminCharity, async (req, res) => {
    res.json(await adminCharity(deps, pathId(req.params)));
  });
  register(API_ROUTES.userCreateCharity, limits.newCharity, upload, limits.imageUpload, async (req, res) => {
    res.status(201).json(await userCreateCharity(deps, req.user!, validate(userCharitySchema, charityBody(req)), imageOf(req)));
  });
  register(API_ROUTES.userCollections, async (req, res) => {
    res.json(await ownCharities(deps, req.user!));
  });
  register(API_ROUTES.userDeleteCharity, async (req, res) => {
    await ownerDeleteCharity(deps, req.user!, pathId(req.params));
    res.status(204).end();
  });
  // Shares the sign-up counter: an account made with a fundraiser is still a sign-up.
  const signUpLimit = createRateLimit({ db: deps.db, clock: deps.clock, name: 'sign-up', limit: deps.config.rateLimits.signUp, windowMs: deps.config.rateLimits.windowMs });
  register(API_ROUTES.signUpCharity, signUpLimit, multipartUpload(['user', 'charity', 'needy', 'declarations']), async (req, res) => {
    const part = (name: string) => jsonPart(req, name) ?? req.body?.[name];
    const result = await signUpWithCharity(deps, {
      user: validate(signUpSchema, part('user'), 'user'),
      charity: validate(charityContentSchema, part('charity'), 'charity'),
      needy: validate(needyInputSchema, part('needy'), 'needy'),
      declarations: validate(organiserDeclarationsSchema, part('declarations'), 'declarations'),
      image: imageOf(req),
    });
    res.status(201).json({ ...result, message: API_MESSAGES.signedUp });
  });
}
