import { authorizationNotice, recNoticeSchema } from '../../lib/pix/notices.js';
import { publicEndpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { parseBody } from '../../lib/http/validation.js';
import { noticeCaller, receiveRecNotice } from '../../lib/payments/psp-notices.service.js';
import { pspRoutes } from '../../lib/payments/psp.routes.js';

/** The PSP's notices of Pix Automático authorizations: the caller is checked before its body. */
export const handler = publicEndpoint(pspRoutes.recWebhook, async (event) =>
  ok(
    await receiveRecNotice(noticeCaller(event), () =>
      authorizationNotice(parseBody(recNoticeSchema, event.body)),
    ),
  ),
);
