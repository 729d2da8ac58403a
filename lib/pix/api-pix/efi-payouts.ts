import * as z from 'zod/mini';
import type { PayoutOrder, PayoutProvider, PayoutState } from '../payout-provider.js';
import { PspRequestError, PspUnavailableError } from './client.js';
import { apiPixClient } from './instance.js';
import { centsToValor } from './money.js';
import { unavailable } from './provider-errors.js';

/**
 * Efí's Pix sending (`PUT /v3/gn/pix/{idEnvio}`, read back by `GET /v3/gn/pix/enviados/id-envio/
 * {idEnvio}`), over the same mutual-TLS client and token as the API Pix. A transfer is
 * `EM_PROCESSAMENTO` until it is `REALIZADO` or `NAO_REALIZADO`. A send without an answer, or
 * refused because the id was already used, is read back by its `idEnvio`: the PSP never gets the
 * same payout under two ids.
 */

const STATUSES = ['EM_PROCESSAMENTO', 'REALIZADO', 'NAO_REALIZADO'] as const;

const envioSchema = /* @__PURE__ */ z.lazy(() =>
  z.looseObject({
    status: z.enum(STATUSES),
    e2eId: z.optional(z.nullable(z.string())),
    endToEndId: z.optional(z.nullable(z.string())),
  }),
);

function stateOf(body: unknown): PayoutState {
  const envio = envioSchema.parse(body);
  if (envio.status === 'REALIZADO')
    return { status: 'PAID', endToEndId: envio.endToEndId ?? envio.e2eId ?? null };
  if (envio.status === 'NAO_REALIZADO') return { status: 'FAILED', failureCode: 'NAO_REALIZADO' };
  return { status: 'PROCESSING' };
}

async function read(idEnvio: string): Promise<PayoutState | undefined> {
  const client = await apiPixClient();
  try {
    const answer = await client.retrying('GET', `/v3/gn/pix/enviados/id-envio/${idEnvio}`, undefined, [200]);
    return stateOf(answer.body);
  } catch (error) {
    if (error instanceof PspRequestError && error.status === 404) return undefined;
    throw error;
  }
}

export const efiPayouts: PayoutProvider = {
  name: 'api-pix',

  async send(order: PayoutOrder) {
    try {
      const client = await apiPixClient();
      try {
        const answer = await client.call(
          'PUT',
          `/v3/gn/pix/${order.idEnvio}`,
          {
            valor: centsToValor(order.amountCents),
            pagador: { chave: client.settings.pixKey },
            favorecido: {
              chave: order.key,
              ...(order.holder && {
                identificacao: {
                  [order.holder.document.length === 11 ? 'cpf' : 'cnpj']: order.holder.document,
                  nome: order.holder.name,
                },
              }),
            },
          },
          [200, 201],
        );
        return stateOf(answer.body);
      } catch (error) {
        if (!(error instanceof PspUnavailableError || error instanceof PspRequestError)) throw error;
        // The answer was lost, or the id was taken by an earlier attempt: what does the PSP hold?
        const sent = await read(order.idEnvio);
        if (sent) return sent;
        throw error;
      }
    } catch (error) {
      throw unavailable(error);
    }
  },

  async read(idEnvio: string) {
    try {
      return await read(idEnvio);
    } catch (error) {
      throw unavailable(error, false);
    }
  },
};
