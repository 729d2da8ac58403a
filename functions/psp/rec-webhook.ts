import { recNoticeSchema } from '../../lib/payments/pix-notice.domain.js';
import { publicEndpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { parseBody } from '../../lib/http/validation.js';
import { noticeCaller } from '../../lib/payments/psp-notices.service.js';
import { receiveRecNotice } from '../../lib/subscriptions/subscription-notices.service.js';

/** The PSP's notices of Pix Automático authorizations: the caller is checked before its body. */
export const handler = publicEndpoint('POST /v1/psp/pix-webhook/{secret}/rec', async (event) =>
  ok(await receiveRecNotice(noticeCaller(event), () => parseBody(recNoticeSchema, event.body))),
);
