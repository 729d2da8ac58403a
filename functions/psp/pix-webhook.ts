import { pixNoticeSchema } from '../../lib/domain/pix-notice.js';
import { publicEndpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { parseBody } from '../../lib/http/validation.js';
import { handleNotice, verifyNoticeCaller } from '../../lib/pix/api-pix/webhook.js';

export const handler = publicEndpoint('POST /v1/psp/pix-webhook/{secret}/pix', async (event) => {
  await verifyNoticeCaller(event);
  return ok(await handleNotice(parseBody(pixNoticeSchema, event.body)));
});
