import type { ServerResponse } from "node:http";

/**
 * The fake Stripe's hosted checkout page, the one a browser lands on from a Checkout session's `url`: what the
 * session sells and a Pay button (a form POST back to the same address), or the way back to the app's cancel_url.
 */

type Json = Record<string, unknown>;

const escapeHtml = (value: unknown) =>
  String(value ?? "").replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f6f8fa; color: #1f2328; margin: 0; }
  main { max-width: 26rem; margin: 3rem auto; background: #fff; border: 1px solid #d0d7de; border-radius: 8px; padding: 1.5rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .4rem 1rem; }
  dt { color: #59636e; }
  button { width: 100%; min-height: 44px; font-size: 1rem; background: #635bff; color: #fff; border: 0; border-radius: 6px; cursor: pointer; }
  a { display: inline-block; margin-top: 1rem; color: #635bff; }
  .test { font-size: .8rem; color: #9a6700; }
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

/** The page of an open session: plan, cycle, price and trial from the session, Pay, and Back to cancel_url. */
export function checkoutPage(session: Json, action: string): string {
  const metadata = (session.metadata ?? {}) as Json;
  const [item] = (session.line_items ?? []) as { price?: string; quantity?: string }[];
  const trialDays = ((session.subscription_data ?? {}) as Json).trial_period_days;
  const rows: [string, unknown][] = [
    ["Plan", metadata.plan],
    ["Billing", metadata.billing_cycle],
    ["Price", item?.price],
    ["Quantity", item?.quantity ?? 1],
    ["Free trial", trialDays ? `${trialDays} days` : "none"],
    ["Email", session.customer_email ?? session.customer],
  ];
  return layout(
    "Checkout (test)",
    `<p class="test">Test mode: a local fake of Stripe Checkout</p>
<h1>Subscribe to ${escapeHtml(metadata.plan)}</h1>
<dl data-testid="checkout-summary">${rows
      .map(([term, value]) => `<dt>${term}</dt><dd>${escapeHtml(value)}</dd>`)
      .join("")}</dl>
<form method="post" action="${escapeHtml(action)}"><button type="submit">Pay</button></form>
<a href="${escapeHtml(session.cancel_url)}">Back</a>`,
  );
}

/** A session already paid (or unknown): Stripe shows that it is no longer available. */
export function closedPage(): string {
  return layout(
    "Checkout (test)",
    "<h1>This checkout session is no longer available</h1><p>It was paid already, or it never existed.</p>",
  );
}

export function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { "content-type": "text/html; charset=utf-8" });
  res.end(html);
}
