import type { MockOrder } from './types.js';

/** The buyer's side of PayPal Checkout, reduced to two plain HTML forms so it works without JavaScript. */
export function approvalPageHtml(order: MockOrder, baseUrl: string): string {
  const amount = `${escapeHtml(order.amount.value)} ${escapeHtml(order.amount.currency_code)}`;
  const description = order.description ? `<p class="description">${escapeHtml(order.description)}</p>` : '';
  const token = escapeHtml(order.id);
  return page(
    'PayPal (emulator)',
    `<h1>PayPal (emulator)</h1>
    <p class="note">This page stands in for PayPal Checkout. No real money moves.</p>
    <p class="total">Total: <strong class="amount" data-testid="paypal-amount">${amount}</strong></p>
    ${description}
    <form method="post" action="${escapeHtml(`${baseUrl}/checkoutnow/approve`)}">
      <input type="hidden" name="token" value="${token}">
      <button type="submit" class="approve">Approve</button>
    </form>
    <form method="post" action="${escapeHtml(`${baseUrl}/checkoutnow/cancel`)}">
      <input type="hidden" name="token" value="${token}">
      <button type="submit" class="cancel">Cancel</button>
    </form>`,
  );
}

export function messagePageHtml(heading: string, message: string): string {
  return page('PayPal (emulator)', `<h1>${escapeHtml(heading)}</h1>\n    <p>${escapeHtml(message)}</p>`);
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${escapeHtml(title)}</title>
    <style>
      body { font-family: system-ui, sans-serif; background: #f5f7fa; display: flex; justify-content: center; padding: 3rem 1rem; }
      main { background: #fff; border-radius: 12px; padding: 2rem; max-width: 26rem; width: 100%; box-shadow: 0 2px 12px #0002; }
      .note { color: #555; font-size: 0.9rem; }
      .amount { font-size: 1.5rem; }
      form { display: inline-block; margin-right: 0.5rem; }
      button { font-size: 1rem; padding: 0.6rem 1.4rem; border-radius: 999px; border: 1px solid #0070ba; cursor: pointer; }
      .approve { background: #ffc439; border-color: #ffc439; }
      .cancel { background: #fff; }
    </style>
  </head>
  <body>
    <main>
    ${body}
    </main>
  </body>
</html>
`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** Appends query parameters to a URL the merchant gave us, keeping its own query string and fragment as they were. */
export function appendQuery(url: string, params: Record<string, string>): string {
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const extra = new URLSearchParams(params).toString();
  const separator = !beforeHash.includes('?') ? '?' : beforeHash.endsWith('?') || beforeHash.endsWith('&') ? '' : '&';
  return `${beforeHash}${separator}${extra}${hash}`;
}
