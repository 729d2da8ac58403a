import { pixNoticeSchema } from '../../lib/payments/pix-notice.domain.js';
import { publicEndpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { parseBody } from '../../lib/http/validation.js';
import { noticeCaller, receiveNotice } from '../../lib/payments/psp-notices.service.js';

/** The PSP's payment notices: the caller is checked before its body is looked at. */
export const handler = publicEndpoint('POST /v1/psp/pix-webhook/{secret}/pix', async (event) =>
  ok(await receiveNotice(noticeCaller(event), () => parseBody(pixNoticeSchema, event.body))),
);
