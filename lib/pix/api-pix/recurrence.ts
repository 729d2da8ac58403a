import * as z from 'zod/mini';
import { VALOR } from './money.js';

/**
 * Pix Automático in the API Pix (release 2.9.0): the recurrence a payer authorizes (`rec`), the
 * location of its QR code (`locrec`) and the recurring charges debited under it (`cobr`). The
 * request types are the bodies as we send them; the schemas read only what we use of an answer
 * (loose objects: the rest passes through).
 */

export type Periodicidade = 'SEMANAL' | 'MENSAL' | 'TRIMESTRAL' | 'SEMESTRAL' | 'ANUAL';

/** `RecSolicitada`: the body of `POST /rec` as we send it (journey 3: bound to a cob's txid). */
export interface RecRequest {
  vinculo: {
    objeto: string;
    contrato: string;
    devedor: { cpf: string; nome: string } | { cnpj: string; nome: string };
  };
  calendario: { dataInicial: string; dataFinal?: string; periodicidade: Periodicidade };
  valor: { valorRec: string };
  politicaRetentativa: 'NAO_PERMITE' | 'PERMITE_3R_7D';
  loc: number;
  ativacao: { dadosJornada: { txid: string } };
}

export const REC_STATUSES = ['CRIADA', 'APROVADA', 'REJEITADA', 'EXPIRADA', 'CANCELADA'] as const;

// Built on first use (z.lazy), as the cob schemas: a sandbox function never parses a PSP answer.
const valorSchema = /* @__PURE__ */ z.lazy(() => z.string().check(z.regex(VALOR)));

const motivoSchema = /* @__PURE__ */ z.lazy(() =>
  z.looseObject({ codigo: z.string(), descricao: z.string() }),
);

const encerramentoSchema = /* @__PURE__ */ z.lazy(() =>
  z.looseObject({
    rejeicao: z.optional(motivoSchema),
    cancelamento: z.optional(
      z.looseObject({ solicitante: z.string(), codigo: z.string(), descricao: z.string() }),
    ),
  }),
);

/** What we read of a `rec` (`RecGerada` / `RecCompleta`). */
export const recSchema = /* @__PURE__ */ z.lazy(() =>
  z.looseObject({
    idRec: z.string().check(z.regex(/^[a-zA-Z0-9]{29}$/)),
    status: z.enum(REC_STATUSES),
    encerramento: z.optional(encerramentoSchema),
    ativacao: z.optional(
      z.looseObject({
        tipoJornada: z.string(),
        dadosJornada: z.optional(z.looseObject({ txid: z.string() })),
      }),
    ),
    /** With `GET /rec/{idRec}?txid=`: the composite BR Code of the cob and the recurrence. */
    dadosQR: z.optional(
      z.looseObject({ jornada: z.optional(z.string()), pixCopiaECola: z.optional(z.string()) }),
    ),
    loc: z.optional(z.looseObject({ id: z.number(), location: z.string() })),
  }),
);
export type Rec = z.infer<typeof recSchema>;

/** `CobRSolicitada`: the body of `PUT /cobr/{txid}` as we send it. */
export interface CobrRequest {
  idRec: string;
  infoAdicional?: string;
  calendario: { dataDeVencimento: string };
  valor: { original: string };
  ajusteDiaUtil: boolean;
  recebedor: { conta: string; tipoConta: 'CORRENTE' | 'POUPANCA' | 'PAGAMENTO'; agencia?: string };
}

export const COBR_STATUSES = ['CRIADA', 'ATIVA', 'CONCLUIDA', 'EXPIRADA', 'REJEITADA', 'CANCELADA'] as const;

export const TENTATIVA_STATUSES = [
  'SOLICITADA',
  'AGENDADA',
  'PAGA',
  'CANCELADA',
  'REJEITADA',
  'EXPIRADA',
] as const;

/** What we read of a `cobr` (`CobRGerada` / `CobRCompleta`). */
export const cobrSchema = /* @__PURE__ */ z.lazy(() =>
  z.looseObject({
    idRec: z.string(),
    txid: z.string(),
    status: z.enum(COBR_STATUSES),
    calendario: z.looseObject({ dataDeVencimento: z.string() }),
    valor: z.looseObject({ original: valorSchema }),
    tentativas: z.optional(
      z.array(
        z.looseObject({
          dataLiquidacao: z.string(),
          tipo: z.string(),
          status: z.enum(TENTATIVA_STATUSES),
          endToEndId: z.string(),
          rejeicao: z.optional(motivoSchema),
        }),
      ),
    ),
    pix: z.optional(
      z.array(
        z.looseObject({
          endToEndId: z.string().check(z.minLength(1)),
          valor: valorSchema,
          horario: z.string(),
          txid: z.optional(z.string()),
        }),
      ),
    ),
    encerramento: z.optional(encerramentoSchema),
  }),
);
export type Cobr = z.infer<typeof cobrSchema>;

/** `PayloadLocationRecGerada`: what we read of a new recurrence location. */
export const locRecSchema = /* @__PURE__ */ z.lazy(() =>
  z.looseObject({ id: z.number().check(z.int()), location: z.string() }),
);
