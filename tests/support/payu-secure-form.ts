// Issue 40: the browser side of the PayU stand-in, written from PayU's documentation ("Capturing Card Data" under
// developers.payu.com/europe/docs/checkout/secure-form/, and the SDK's published types, payu-emea-sdk): the JS SDK at
// /javascript/sdk (`PayU(posId)`, `secureForms()`, `add(type)`, `render(selector)`, `tokenize(type)`), whose fields are
// iframes on the stand-in's own origin. The card never reaches the page that embeds them: the number's frame reads its
// sibling frames (same origin), asks the stand-in for a single-use token (the card vault's TOK_) and posts the page only
// `{status:'SUCCESS', body:{token, mask}}` or `{status:'ERROR', error:{messages:[…]}}` with PayU's error codes.
// Also PayU's 3-D Secure page a FIRST order sends the donor to: approve (the order COMPLETED and notified) or refuse.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CardVault } from './payu-card-vault.js';

type Message = { type: 'validation' | 'technical'; code: string; message: string; source?: 'number' | 'date' | 'cvv' };

const validation = (code: string, message: string, source: Message['source']): Message => ({ type: 'validation', code, message, source });

/** Luhn's check of a card number (digits only). */
function luhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** What PayU's tokenize refuses, field by field, with the codes of its SDK (error.validation.card.number, …). */
export function checkCard(card: { number: string; date: string; cvv: string }, today = new Date()) {
  const messages: Message[] = [];
  const number = card.number.replace(/\s/g, '');
  if (number === '') messages.push(validation('error.validation.card.empty', 'Card number is empty', 'number'));
  else if (!/^\d{13,19}$/.test(number)) messages.push(validation('error.validation.card.length', 'Card number length is invalid', 'number'));
  else if (!luhn(number)) messages.push(validation('error.validation.card.number', 'Card number is invalid', 'number'));
  const date = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(card.date.trim());
  const month = Number(date?.[1]);
  const year = date ? Number(date[2]!.length === 2 ? `20${date[2]}` : date[2]) : 0;
  if (card.date.trim() === '') messages.push(validation('error.validation.expDate.empty', 'Expiration date is empty', 'date'));
  else if (!date || month < 1 || month > 12) messages.push(validation('error.validation.expDate.value', 'Expiration date is invalid', 'date'));
  else if (year * 12 + month < today.getFullYear() * 12 + today.getMonth() + 1) messages.push(validation('error.validation.expDate.past', 'Card has expired', 'date'));
  if (card.cvv === '') messages.push(validation('error.validation.cvv.empty', 'CVV is empty', 'cvv'));
  else if (!/^\d{3,4}$/.test(card.cvv)) messages.push(validation('error.validation.cvv.value', 'CVV is invalid', 'cvv'));
  return messages.length > 0 ? { messages } : { number, expirationMonth: month, expirationYear: year };
}

/** The SDK, as the page loads it from PayU's host: `PayU(posId)` with secureForms() and tokenize(). */
const SDK = `(function () {
  var origin = new URL(document.currentScript.src).origin;
  var counter = 0;
  function PayU(posId) {
    if (typeof posId !== 'string' || posId === '') throw new Error('PayU: posId is required');
    var frames = [];
    var lang = 'pl';
    function add(type, options) {
      type = type || 'card';
      if (['card', 'number', 'date', 'cvv'].indexOf(type) < 0) throw new Error('PayU: unknown secure form type ' + type);
      options = options || {};
      var frame = null;
      var form = {
        render: function (selector) {
          var host = document.querySelector(selector);
          if (!host) throw new Error('PayU: no element ' + selector);
          frame = document.createElement('iframe');
          frame.name = 'payu-sf-' + (++counter) + '-' + type;
          frame.title = options.frameTitle || 'PayU';
          frame.src = origin + '/front/secure-form/frame?' + new URLSearchParams({ type: type, lang: lang, title: frame.title, parent: location.origin }).toString();
          frame.setAttribute('style', 'border:0;width:100%;height:' + (type === 'card' ? '9.5em' : '3em') + ';display:block');
          host.appendChild(frame);
          frames.push({ type: type, frame: frame });
          return form;
        },
        update: function () { return form; },
        on: function (event, handler) { if (event === 'ready' && frame) frame.addEventListener('load', function () { handler(); }); return form; },
        clear: function () { if (frame) frame.contentWindow.postMessage({ payuSecureForm: 'clear' }, origin); return form; },
        focus: function () { if (frame) frame.focus(); return form; },
        remove: function () {
          if (frame) frame.remove();
          frames = frames.filter(function (entry) { return entry.frame !== frame; });
          return form;
        },
      };
      return form;
    }
    function tokenize(tokenType) {
      return new Promise(function (resolve) {
        var lead = frames.filter(function (entry) { return entry.type === 'card' || entry.type === 'number'; })[0];
        if (!lead) return resolve({ status: 'ERROR', error: { messages: [{ type: 'technical', code: 'error.tokenization', message: 'No card form rendered' }] } });
        var requestId = Math.random().toString(36).slice(2);
        function answer(event) {
          if (event.origin !== origin || !event.data || event.data.payuSecureForm !== 'result' || event.data.requestId !== requestId) return;
          window.removeEventListener('message', answer);
          resolve(event.data.result);
        }
        window.addEventListener('message', answer);
        lead.frame.contentWindow.postMessage({
          payuSecureForm: 'tokenize', requestId: requestId, posId: posId, tokenType: tokenType || 'SINGLE',
          frames: frames.map(function (entry) { return entry.frame.name; }),
        }, origin);
      });
    }
    return {
      secureForms: function (options) { if (options && options.lang) lang = options.lang; return { add: add }; },
      tokenize: tokenize,
      sendCvv: function () { return Promise.resolve({ status: 'ERROR', error: { messages: [{ type: 'technical', code: 'error.send.cvv', message: 'Not in the stand-in' }] } }); },
      extractRefReqId: function (input) { var found = /refReqId=([^&]+)/.exec(input); return found ? found[1] : ''; },
    };
  }
  window.PayU = PayU;
})();`;

const INPUTS: Record<string, string> = {
  number: '<input name="number" inputmode="numeric" autocomplete="cc-number" aria-label="Numer karty" placeholder="1234 1234 1234 1234">',
  date: '<input name="date" inputmode="numeric" autocomplete="cc-exp" aria-label="Data ważności" placeholder="MM/RR">',
  cvv: '<input name="cvv" inputmode="numeric" autocomplete="cc-csc" aria-label="Kod CVV" placeholder="CVV">',
};

/** One field's frame: its input, and (in the number's or the card's frame) the collector that asks for the token. */
function framePage(type: string, parent: string): string {
  const inputs = type === 'card' ? Object.values(INPUTS).join('') : INPUTS[type] ?? '';
  return `<!doctype html><html lang="pl"><meta charset="utf-8"><title>PayU</title>
<style>body{margin:0;font:16px sans-serif}input{box-sizing:border-box;width:100%;font:inherit;padding:.5em;margin:0 0 .25em;border:1px solid #767676;border-radius:4px}</style>
<body>${inputs}<script>
var parentOrigin = ${JSON.stringify(parent)};
function valueIn(win, name) { try { var input = win.document.querySelector('input[name="' + name + '"]'); return input ? input.value : null; } catch (e) { return null; } }
window.addEventListener('message', function (event) {
  if (event.origin !== parentOrigin || !event.data) return;
  if (event.data.payuSecureForm === 'clear') { document.querySelectorAll('input').forEach(function (input) { input.value = ''; }); return; }
  if (event.data.payuSecureForm !== 'tokenize') return;
  var card = { number: '', date: '', cvv: '' };
  // The form's other fields are this SDK's sibling frames, on this same origin: read here, never by the page.
  var windows = [window];
  for (var index = 0; index < parent.frames.length; index += 1) {
    try { var win = parent.frames[index]; if (win !== window && event.data.frames.indexOf(win.name) >= 0) windows.push(win); } catch (e) { /* another origin's frame */ }
  }
  windows.forEach(function (win) { ['number', 'date', 'cvv'].forEach(function (name) { var value = valueIn(win, name); if (value !== null) card[name] = value; }); });
  var request = event.data;
  fetch('/front/secure-form/tokenize', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ posId: request.posId, type: request.tokenType, card: card }) })
    .then(function (response) { return response.json(); })
    .catch(function () { return { status: 'ERROR', error: { messages: [{ type: 'technical', code: 'error.network', message: 'Network error' }] } }; })
    .then(function (result) { parent.postMessage({ payuSecureForm: 'result', requestId: request.requestId, result: result }, parentOrigin); });
});
</script></body></html>`;
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    const body: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const TOKEN_TYPES = ['SINGLE', 'SINGLE_LONGTERM', 'MULTI'];

export interface SecureFormSide {
  /** Tokenize requests the frames made, with the type asked for. */
  tokenized: Array<{ type: string; token: string | null }>;
  /** Answers the SDK, a field's frame and tokenize; false when the request is not theirs. */
  route(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean>;
}

export function createSecureFormSide(vault: CardVault, posId: string): SecureFormSide {
  const side: SecureFormSide = {
    tokenized: [],
    async route(req, res, pathname) {
      const query = new URL(req.url ?? '/', 'http://stand-in').searchParams;
      if (req.method === 'GET' && pathname === '/javascript/sdk') {
        res.writeHead(200, { 'Content-Type': 'application/javascript;charset=UTF-8', 'Cache-Control': 'no-store' });
        res.end(SDK);
        return true;
      }
      if (req.method === 'GET' && pathname === '/front/secure-form/frame') {
        res.writeHead(200, { 'Content-Type': 'text/html;charset=UTF-8' });
        res.end(framePage(query.get('type') ?? 'card', query.get('parent') ?? ''));
        return true;
      }
      if (req.method === 'POST' && pathname === '/front/secure-form/tokenize') {
        const body = await readJson(req);
        const card = (body.card ?? {}) as Record<string, unknown>;
        const type = String(body.type);
        const answer = (result: unknown) => {
          res.writeHead(200, { 'Content-Type': 'application/json;charset=UTF-8' });
          res.end(JSON.stringify(result));
        };
        if (body.posId !== posId || !TOKEN_TYPES.includes(type)) {
          side.tokenized.push({ type, token: null });
          answer({ status: 'ERROR', error: { messages: [{ type: 'technical', code: 'error.tokenization', message: 'Tokenization failed' }] } });
          return true;
        }
        const checked = checkCard({ number: String(card.number ?? ''), date: String(card.date ?? ''), cvv: String(card.cvv ?? '') });
        if ('messages' in checked) {
          side.tokenized.push({ type, token: null });
          answer({ status: 'ERROR', error: { messages: checked.messages } });
          return true;
        }
        const token = vault.tokenize({ number: `${checked.number.slice(0, 6)}******${checked.number.slice(-4)}`, expirationMonth: checked.expirationMonth, expirationYear: checked.expirationYear });
        side.tokenized.push({ type, token });
        answer({ status: 'SUCCESS', body: { token, mask: `${checked.number.slice(0, 4)} **** **** ${checked.number.slice(-4)}` } });
        return true;
      }
      return false;
    },
  };
  return side;
}

/** PayU's 3-D Secure page for a FIRST order: the card owner approves, or refuses. */
export function threeDsPage(orderId: string): string {
  const id = orderId.replace(/[^\w-]/g, '');
  return `<!doctype html><html lang="pl"><meta charset="utf-8"><title>PayU 3-D Secure</title><main>
<h1>Potwierdzenie 3-D Secure (stand-in PayU)</h1>
<form method="post" action="/pl/standard/co/3ds"><input type="hidden" name="orderId" value="${id}">
<button name="decision" value="approve">Potwierdzam płatność</button> <button name="decision" value="refuse">Odrzucam</button></form></main></html>`;
}
