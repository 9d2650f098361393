import type { RequestHandler } from 'express';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { charityReportSchema, reportCloseSchema, reportQuerySchema } from '@zlota/shared/schemas/reports';
import type { Deps } from '../../deps.js';
import { sendPage, type RegisterRoute } from '../../http/routing.js';
import { pathId, validate } from '../../http/validate.js';
import { reportLimits } from './reports-limits.js';
import { charityReports, closeCharityReport, reportCharity } from './reports-use-case.js';

/** A malformed id names no fundraiser: refused before it is counted, so it cannot use up anyone's limit. */
const namesRecord: RequestHandler = (req, _res, next) => {
  pathId(req.params);
  next();
};

export function reportRoutes(deps: Deps, register: RegisterRoute): void {
  const limits = reportLimits(deps);
  register(API_ROUTES.charityReport, namesRecord, limits.perAddress, limits.perCharity, async (req, res) => {
    const id = pathId(req.params);
    res.status(201).json(await reportCharity(deps, id, validate(charityReportSchema, req.body)));
  });
  register(API_ROUTES.adminReports, async (req, res) => {
    sendPage(res, await charityReports(deps, validate(reportQuerySchema, req.query)));
  });
  register(API_ROUTES.adminReportClose, async (req, res) => {
    res.json(await closeCharityReport(deps, req.user!, pathId(req.params), validate(reportCloseSchema, req.body)));
  });
}
