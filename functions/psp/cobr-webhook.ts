import { cobrNoticeSchema, cycleNotice } from '../../lib/pix/notices.js';
import { publicEndpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { parseBody } from '../../lib/http/validation.js';
import { noticeCaller, receiveCobrNotice } from '../../lib/payments/psp-notices.service.js';
import { pspRoutes } from '../../lib/payments/psp.routes.js';

/** The PSP's notices of Pix Automático cycles (`cobr`): the caller is checked before its body. */
export const handler = publicEndpoint(pspRoutes.cobrWebhook, async (event) =>
  ok(
    await receiveCobrNotice(noticeCaller(event), () => cycleNotice(parseBody(cobrNoticeSchema, event.body))),
  ),
);
