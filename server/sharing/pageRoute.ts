import type { FastifyInstance, FastifyReply } from 'fastify';
import { SHARE_TEXTS } from '../../src/domain/sharing/texts';
import { goneHtml, SHARE_PAGE_CSP, sharedPageHtml } from './pageHtml';
import { findLiveShare } from './pageItems';
import { allowPageView } from './pageRateLimit';
import { sharedPage } from './sharedPage';

/** A token is base64url; anything else is not looked up at all. */
const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply
    .status(status)
    .header('content-security-policy', SHARE_PAGE_CSP)
    .header('x-robots-tag', 'noindex, nofollow')
    .header('referrer-policy', 'no-referrer')
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

/**
 * GET /s/:token, outside /api/v1 and without sign-in: the shared page, rendered here as plain HTML
 * (no app script, so it needs neither the app nor its service worker). Rate-limited per address.
 */
export async function sharePageRoutes(app: FastifyInstance) {
  app.get<{ Params: { token: string } }>('/s/:token', async (request, reply) => {
    if (!(await allowPageView(app.db, request.ip)))
      return sendPage(reply, 429, goneHtml(SHARE_TEXTS.tooMany));
    const { token } = request.params;
    const share = TOKEN.test(token) ? await findLiveShare(app.db, token) : undefined;
    const page = share && (await sharedPage(app.db, share));
    if (!page) return sendPage(reply, 404, goneHtml(SHARE_TEXTS.pageGone));
    return sendPage(reply, 200, sharedPageHtml(page));
  });
}
