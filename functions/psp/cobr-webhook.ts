import { cobrNoticeSchema } from '../../lib/payments/pix-notice.domain.js';
import { publicEndpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { parseBody } from '../../lib/http/validation.js';
import { noticeCaller } from '../../lib/payments/psp-notices.service.js';
import { receiveCobrNotice } from '../../lib/subscriptions/subscription-notices.service.js';

/** The PSP's notices of Pix Automático cycles (`cobr`): the caller is checked before its body. */
export const handler = publicEndpoint('POST /v1/psp/pix-webhook/{secret}/cobr', async (event) =>
  ok(await receiveCobrNotice(noticeCaller(event), () => parseBody(cobrNoticeSchema, event.body))),
);
