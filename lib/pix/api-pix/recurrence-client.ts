import { PspRequestError, type ApiPixClient } from './client.js';
import {
  cobrSchema,
  locRecSchema,
  recSchema,
  type Cobr,
  type CobrRequest,
  type Rec,
  type RecRequest,
} from './recurrence.js';

/**
 * The Pix Automático calls of the API Pix (release 2.9.0), each on a client: recurrences (`/rec`),
 * their locations (`/locrec`), recurring charges (`/cobr/{txid}`, retries) and their webhooks
 * (`/webhookrec`, `/webhookcobr`). Functions apart from `ApiPixClient`, so a bundle holds only the
 * calls it makes; the exchange (mutual TLS, token, retries) is the client's.
 */
/**
 * `POST /locrec`: a location for a recurrence's QR code. A retry after a lost answer may leave
 * the first location unused at the PSP, which costs nothing; a refused or failed attempt is only
 * repeated on `PspUnavailableError`.
 */
export async function createLocRec(client: ApiPixClient): Promise<{ id: number; location: string }> {
  const answer = await client.retrying('POST', 'locrec', { tipo: 'rec' }, [201]);
  const { id, location } = locRecSchema.parse(answer.body);
  return { id, location };
}

/**
 * `POST /rec`, once: the PSP names the recurrence (`idRec`), so a repeat after a lost answer
 * would make a second one the payer could be asked to authorize. On a failure the caller cancels
 * what it can find or reuses it; nothing here retries.
 */
export async function createRec(client: ApiPixClient, body: RecRequest): Promise<Rec> {
  return recSchema.parse((await client.call('POST', 'rec', body, [201])).body);
}

/**
 * `GET /rec/{idRec}`; with the txid of the cob it is bound to, the answer's `dadosQR` carries
 * the journey-3 composite BR Code (`pixCopiaECola`).
 */
export async function getRec(client: ApiPixClient, idRec: string, txid?: string): Promise<Rec> {
  const query = txid ? `?txid=${encodeURIComponent(txid)}` : '';
  return recSchema.parse((await client.retrying('GET', `rec/${idRec}${query}`, undefined, [200])).body);
}

/** `PATCH /rec/{idRec}` to `CANCELADA`; a recurrence already cancelled (a lost answer) is returned. */
export async function cancelRec(client: ApiPixClient, idRec: string): Promise<Rec> {
  return client.writeOnce(
    async () =>
      recSchema.parse((await client.call('PATCH', `rec/${idRec}`, { status: 'CANCELADA' }, [200])).body),
    async () => {
      const rec = await getRec(client, idRec);
      return rec.status === 'CANCELADA' ? rec : undefined;
    },
  );
}

/**
 * `PUT /cobr/{txid}`. As `createCob`: after a failed attempt, a refusal of the repeat reads the
 * cobr and adopts it when it is the one we asked for (same recurrence, amount and due date).
 */
export async function createCobr(client: ApiPixClient, txid: string, body: CobrRequest): Promise<Cobr> {
  return client.writeOnce(
    async () => cobrSchema.parse((await client.call('PUT', `cobr/${txid}`, body, [201])).body),
    async () => {
      // The earlier attempt may have made it: the PSP refuses a second cobr with this txid.
      const existing = await findCobr(client, txid);
      return existing && sameCobr(existing, body) ? existing : undefined;
    },
  );
}

/** `GET /cobr/{txid}`. */
export async function getCobr(client: ApiPixClient, txid: string): Promise<Cobr> {
  return cobrSchema.parse((await client.retrying('GET', `cobr/${txid}`, undefined, [200])).body);
}

/** `GET /cobr/{txid}`, or undefined when the PSP has no such recurring charge (404). */
export async function findCobr(client: ApiPixClient, txid: string): Promise<Cobr | undefined> {
  try {
    return await getCobr(client, txid);
  } catch (error) {
    if (error instanceof PspRequestError && error.status === 404) return undefined;
    throw error;
  }
}

/**
 * `POST /cobr/{txid}/retentativa/{data}`: a new debit attempt on `data` (YYYY-MM-DD) after a
 * refused one. The PSP refuses a repeat (the last attempt is no longer refused), so a refusal
 * after a failed attempt reads the cobr and returns it when its last attempt is this one.
 */
export async function retryCobr(client: ApiPixClient, txid: string, data: string): Promise<Cobr> {
  return client.writeOnce(
    async () =>
      cobrSchema.parse(
        (await client.call('POST', `cobr/${txid}/retentativa/${data}`, undefined, [201])).body,
      ),
    async () => {
      const cobr = await findCobr(client, txid);
      const last = cobr?.tentativas?.at(-1);
      return last?.tipo === 'RIFL' && last.dataLiquidacao === data ? cobr : undefined;
    },
  );
}

/** `PATCH /cobr/{txid}` to `CANCELADA`; a cobr already cancelled (a lost answer) is returned. */
export async function cancelCobr(client: ApiPixClient, txid: string): Promise<Cobr> {
  return client.writeOnce(
    async () =>
      cobrSchema.parse((await client.call('PATCH', `cobr/${txid}`, { status: 'CANCELADA' }, [200])).body),
    async () => {
      const cobr = await findCobr(client, txid);
      return cobr?.status === 'CANCELADA' ? cobr : undefined;
    },
  );
}

/** `PUT /webhookrec`: the PSP will POST recurrence notices to `${webhookUrl}/rec`. */
export async function registerRecWebhook(client: ApiPixClient, webhookUrl: string): Promise<void> {
  await client.retrying('PUT', 'webhookrec', { webhookUrl }, [200, 201, 204]);
}

/** `PUT /webhookcobr`: the PSP will POST recurring-charge notices to `${webhookUrl}/cobr`. */
export async function registerCobrWebhook(client: ApiPixClient, webhookUrl: string): Promise<void> {
  await client.retrying('PUT', 'webhookcobr', { webhookUrl }, [200, 201, 204]);
}

/** Whether a cobr found at the PSP is the one we asked for. */
function sameCobr(cobr: Cobr, asked: CobrRequest): boolean {
  return (
    cobr.idRec === asked.idRec &&
    cobr.valor.original === asked.valor.original &&
    cobr.calendario.dataDeVencimento === asked.calendario.dataDeVencimento
  );
}
