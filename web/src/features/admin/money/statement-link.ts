import { paths } from '../../../config/paths';

/** The search parameter of /admin/wyciagi that opens a statement imported before (a payment's detail links to it). */
export const STATEMENT_PARAM = 'wyciag';

export const statementHref = (statementId: number) => paths.adminStatements.getHref(undefined, `${STATEMENT_PARAM}=${statementId}`);
