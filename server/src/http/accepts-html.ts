const remembered = new Map<string, boolean>();
const MAX_REMEMBERED_HEADERS = 200;

/** The weight (q, 1 when not given, 0 refuses) an Accept or Accept-Encoding header gives each name it lists. */
export function headerWeights(header: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    weights.set(name, q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  return weights;
}

/** The weight an Accept header gives HTML: text/html's own, else text/*'s, else *'s. */
function htmlWeight(accept: string): number {
  const weights = headerWeights(accept);
  return weights.get('text/html') ?? weights.get('text/*') ?? weights.get('*/*') ?? 0;
}

/**
 * Whether a request accepts HTML, as Express's `req.accepts('html')` answers it (no header: anything goes), for the
 * step before Express. Clients send a handful of different Accept headers: each is read once.
 */
export function acceptsHtml(accept: string | undefined): boolean {
  if (accept === undefined || accept === '') return true;
  let accepted = remembered.get(accept);
  if (accepted === undefined) {
    accepted = htmlWeight(accept) > 0;
    if (remembered.size < MAX_REMEMBERED_HEADERS) remembered.set(accept, accepted);
  }
  return accepted;
}
