import { beforeAll, describe, expect, it } from 'vitest';
import { apiPath, API_ROUTES, serverPaths } from '@zlota/shared/api-routes';
import { DOCUMENT_FIELD, DOCUMENT_MAX_BYTES } from '@zlota/shared/constants';
import { FOUNDATION_MESSAGES as M } from '@zlota/shared/messages';
import { callRoute } from '../support/api-client.js';
import { expectError, sendForm, userActor, type Actor } from '../support/catalog.js';
import { setFoundation } from '../support/foundation.js';
import { useApiServer } from '../support/api-server.js';

// Issue 30 item 3: the statute and the security policy are the foundation's own PDFs, uploaded by an admin, every
// version kept with its date for the audit, the newest served at /statut.pdf and /PolitykaBezpieczenstwa.pdf.

const portal = useApiServer();
let user: Actor;
let adminEmail: string;
beforeAll(async () => {
  user = await userActor(portal.server);
  adminEmail = ((await portal.server.db('users').where({ id: portal.admin.id }).first('email')) as { email: string }).email;
  await setFoundation(portal.server.url, portal.admin.token);
});

const pdf = (text: string) => Buffer.from(`%PDF-1.7\n% ${text}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`, 'latin1');
const upload = (kind: string, data: Buffer, token: string | null = portal.admin.token, filename = 'dokument.pdf') => {
  const body = new FormData();
  body.append(DOCUMENT_FIELD, new Blob([new Uint8Array(data)], { type: 'application/pdf' }), filename);
  const route = API_ROUTES.adminFoundationDocumentUpload;
  return sendForm(portal.server, 'POST', serverPaths({ ...route, path: apiPath(route, { kind }) })[0]!, body, token ?? undefined);
};
const versions = async () => {
  const response = await callRoute(portal.server.url, API_ROUTES.adminFoundationDocuments, {}, { token: portal.admin.token });
  expect(response.status).toBe(200);
  return response.body as { kind: string; bytes: number; sha256: string; uploaded_at: string; uploaded_by: string | null }[];
};
const served = (path: string, headers: Record<string, string> = {}) => fetch(`${portal.server.url}${path}`, { headers });
const stored = () => portal.server.db('foundation_documents').count({ n: '*' }).first().then((row) => Number(row?.n));
const audits = () => portal.server.db('audit_log').where({ action: 'foundation.document_upload' }).orderBy('id');

describe('the statute and the security policy uploaded in the panel', () => {
  it('when nothing is uploaded (and the demo is not in use), then both paths say the document is not available yet', async () => {
    for (const path of ['/statut.pdf', '/PolitykaBezpieczenstwa.pdf']) {
      const response = await served(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain(M.documentMissing);
    }
    expect((await callRoute(portal.server.url, API_ROUTES.foundation)).body.documents).toEqual({ statute: null, security_policy: null });
  });

  it('when anyone but an admin uploads, then 401 or 403 and nothing is stored', async () => {
    expect((await upload('statute', pdf('obcy'), null)).status).toBe(401);
    expectError(await upload('statute', pdf('obcy'), user.token), 403, 'FORBIDDEN');
    expect(await stored()).toBe(0);
    expect((await callRoute(portal.server.url, API_ROUTES.adminFoundationDocuments, {}, { token: user.token })).status).toBe(403);
  });

  it('when the file is not a PDF, then 400 DOCUMENT_NOT_PDF with a Polish message, whatever its name, and nothing is stored', async () => {
    const png = Buffer.from('\x89PNG\r\n\x1a\n%%EOF', 'latin1');
    const cut = pdf('ucięty').subarray(0, 40);
    for (const data of [png, cut, Buffer.from('<html>%PDF-1.4 %%EOF</html>')]) {
      const response = await upload('statute', data);
      expectError(response, 400, 'DOCUMENT_NOT_PDF', M.documentNotPdf);
      expect(response.body.error.fields).toEqual({ [DOCUMENT_FIELD]: M.documentNotPdf });
    }
    expectError(await upload('regulamin', pdf('inny')), 400, 'VALIDATION');
    expect(await stored()).toBe(0);
    expect(await audits()).toHaveLength(0);
  });

  it('when the file is over the limit, then 413 with a Polish message and nothing is stored', async () => {
    const big = Buffer.concat([pdf('duży'), Buffer.alloc(DOCUMENT_MAX_BYTES), Buffer.from('%%EOF\n')]);
    expectError(await upload('security_policy', big), 413, 'PAYLOAD_TOO_LARGE', M.documentTooLarge);
    expect(await stored()).toBe(0);
  });

  it('when an admin uploads, then the path serves the new bytes as a PDF with its ETag; a second upload is served instead, both listed with dates, each audited', async () => {
    const first = pdf('statut z 2020 roku');
    const answer = await upload('statute', first);
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ kind: 'statute', bytes: first.length, uploaded_by: adminEmail });
    const response = await served('/statut.pdf');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const etag = response.headers.get('etag')!;
    expect(etag).toBe(`"${answer.body.sha256}"`);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(first);
    expect((await served('/statut.pdf', { 'if-none-match': etag })).status).toBe(304);
    expect((await served('/PolitykaBezpieczenstwa.pdf')).status).toBe(404);

    portal.server.clock.advance(60_000);
    const second = pdf('statut po zmianie z 2026 roku');
    expect((await upload('statute', second)).status).toBe(201);
    const newest = await served('/statut.pdf', { 'if-none-match': etag });
    expect(newest.status).toBe(200);
    expect(Buffer.from(await newest.arrayBuffer())).toEqual(second);

    const listed = await versions();
    expect(listed.map((version) => [version.kind, version.bytes, version.uploaded_by])).toEqual([
      ['statute', second.length, adminEmail],
      ['statute', first.length, adminEmail],
    ]);
    expect(Date.parse(listed[0]!.uploaded_at) - Date.parse(listed[1]!.uploaded_at)).toBe(60_000);
    const view = (await callRoute(portal.server.url, API_ROUTES.foundation)).body;
    expect(view.documents).toEqual({ statute: listed[0]!.uploaded_at, security_policy: null });

    const entries = await audits();
    expect(entries).toHaveLength(2);
    expect(entries[1]).toMatchObject({ actor_id: portal.admin.id, entity_type: 'foundation' });
    expect(JSON.parse(entries[1]!.after as string)).toEqual({ kind: 'statute', bytes: second.length, sha256: listed[0]!.sha256 });
  });
});
