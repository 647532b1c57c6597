import { createHash } from 'node:crypto';
import { SHARE_TEXTS } from '../../src/domain/sharing/texts';
import type { SharedItem, SharedPage } from './pageItems';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Every user text goes through this: a note of `<script>` is shown as text, never run. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] as string);

const STYLE = [
  'body{font-family:system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem;color:#1b1b1f}',
  'table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #ddd;padding:.4rem;text-align:left}',
  'td.n{text-align:right}img{width:3rem;height:auto;border-radius:.2rem}footer{margin-top:2rem;color:#666}',
].join('');

/** The page's only style, allowed by its hash: the CSP allows no script and no other style. */
export const SHARE_PAGE_CSP = [
  "default-src 'none'",
  'img-src https: data:',
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Only https pictures (the catalogue's); any other address is left out rather than linked. */
const picture = (url: string, name: string) =>
  /^https:\/\//i.test(url) ? `<img src="${escapeHtml(url)}" alt="${escapeHtml(name)}" loading="lazy">` : '';

function row(item: SharedItem, showPrices: boolean): string {
  const cells = [
    picture(item.imageUrl, item.name),
    escapeHtml(item.name),
    escapeHtml(item.set),
    escapeHtml(item.condition),
  ].map((cell) => `<td>${cell}</td>`);
  cells.push(`<td class="n">${item.quantity}</td>`);
  if (showPrices) cells.push(`<td class="n">${item.price === null ? '' : money.format(item.price)}</td>`);
  return `<tr>${cells.join('')}</tr>`;
}

function table(page: SharedPage): string {
  if (page.items.length === 0) return `<p>${SHARE_TEXTS.emptyPage}</p>`;
  const { name, set, condition, quantity, price } = SHARE_TEXTS.columns;
  const heads = ['', name, set, condition, quantity, ...(page.showPrices ? [price] : [])];
  const head = `<tr>${heads.map((text) => `<th scope="col">${text}</th>`).join('')}</tr>`;
  return `<table><thead>${head}</thead><tbody>${page.items.map((item) => row(item, page.showPrices)).join('')}</tbody></table>`;
}

const document = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex,nofollow"><title>${title}</title><style>${STYLE}</style></head><body>${body}<footer>${SHARE_TEXTS.footer}</footer></body></html>`;

/** The shared page: its title and its items, nothing else of the account. */
export function sharedPageHtml(page: SharedPage): string {
  const title = escapeHtml(page.title);
  return document(title, `<main><h1>${title}</h1>${table(page)}</main>`);
}

/** Unknown, revoked and expired tokens get the same page, so none tells which it was. */
export const goneHtml = (message: string) =>
  document(
    escapeHtml(SHARE_TEXTS.notFound),
    `<main><h1>${escapeHtml(SHARE_TEXTS.notFound)}</h1><p>${escapeHtml(message)}</p></main>`,
  );
