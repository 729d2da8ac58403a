import { cobrNoticeSchema } from '../../lib/domain/pix-notice.js';
import { publicEndpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { parseBody } from '../../lib/http/validation.js';
import { receiveCobrNotice } from '../../lib/services/subscription-notices.js';

/** The PSP's notices of Pix Automático cycles (`cobr`): the caller is checked before its body. */
export const handler = publicEndpoint('POST /v1/psp/pix-webhook/{secret}/cobr', async (event) => {
  const caller = {
    pathSecret: event.pathParameters?.secret ?? '',
    certificateSubject: event.requestContext.authentication?.clientCert?.subjectDN,
  };
  return ok(await receiveCobrNotice(caller, () => parseBody(cobrNoticeSchema, event.body)));
});
