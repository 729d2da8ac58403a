import { paymentNotice, pixNoticeSchema } from '../../lib/pix/notices.js';
import { publicEndpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { parseBody } from '../../lib/http/validation.js';
import { noticeCaller, receiveNotice } from '../../lib/payments/psp-notices.service.js';
import { pspRoutes } from '../../lib/payments/psp.routes.js';

/** The PSP's payment notices: the caller is checked before its body is looked at. */
export const handler = publicEndpoint(pspRoutes.pixWebhook, async (event) =>
  ok(await receiveNotice(noticeCaller(event), () => paymentNotice(parseBody(pixNoticeSchema, event.body)))),
);
