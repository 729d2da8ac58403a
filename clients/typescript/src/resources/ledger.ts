import { defineResource, Resource, UsageError } from '../resource.js';
import type { RequestOptions } from '../http.js';
import type { ListItem, ListParams, QueryParams, RequestBody, ResponseData } from '../types.js';

export type LedgerEntry = ListItem<'listLedgerEntries'>;
export type LedgerListParams = ListParams<'listLedgerEntries'>;
export type LedgerSummary = ResponseData<'getLedgerSummary'>;
export type LedgerSummaryParams = QueryParams<'getLedgerSummary'>;
export type LedgerExportParams = Omit<QueryParams<'exportLedger'>, 'cursor'>;
export type LedgerSimulateIncomingPixParams = RequestBody<'simulateIncomingPix'>;

class Ledger extends Resource {
  /** Entries, newest first by `occurredAt`; filters `from`, `to` (São Paulo dates), `type`, `chargeId`. */
  list(params?: LedgerListParams, options?: RequestOptions) {
    return this.walk('listLedgerEntries', params, options);
  }
  /** Totals per São Paulo day and for the range (at most 366 days). */
  summary(params: LedgerSummaryParams, options?: RequestOptions) {
    return this.transport.request('getLedgerSummary', { query: params }, options);
  }
  /**
   * The range as one CSV: every page of the export (5,000 rows each, linked by `Link: rel="next"`),
   * the header once.
   */
  async export(params: LedgerExportParams, options?: RequestOptions): Promise<string> {
    let query: Record<string, string> = { from: params.from, to: params.to };
    let csv = '';
    for (;;) {
      const { text, headers } = await this.transport.requestText('exportLedger', { query }, options);
      csv += csv === '' ? text : text.slice(text.indexOf('\r\n') + 2);
      const next = /<([^>]+)>;\s*rel="next"/.exec(headers.get('link') ?? '')?.[1];
      if (next === undefined) return csv;
      query = Object.fromEntries(new URL(next, 'http://next.invalid').searchParams);
    }
  }
  /** A Pix without a charge (`test` only): a PIX_RECEIVED entry and `pix.received`. */
  simulateIncomingPix(params: LedgerSimulateIncomingPixParams, options?: RequestOptions) {
    return this.transport.request('simulateIncomingPix', { body: params }, options);
  }
}

declare module '../resource.js' {
  interface Resources {
    readonly ledger: Ledger;
  }
}

export default defineResource('ledger', {
  Class: Ledger,
  methods: {
    listLedgerEntries: 'list',
    getLedgerSummary: 'summary',
    exportLedger: 'export',
    simulateIncomingPix: 'simulateIncomingPix',
  },
  command: {
    word: 'ledger',
    listed: 'ledger export',
    usage: ['ledger export --from <yyyy-mm-dd> --to <yyyy-mm-dd> > ledger.csv'],
    help: `  ledger export  Writes the ledger entries of a range of São Paulo dates as one CSV on standard
            output, every page of the export (the header once). Needs READ_ONLY.`,
    options: { from: { type: 'string' }, to: { type: 'string' } },
    optionsHelp: `  --from, --to         ledger export: the first and last São Paulo date (yyyy-mm-dd), inclusive.`,
    async run({ rest, values, client }) {
      if (rest.length !== 1 || rest[0] !== 'export')
        throw new UsageError('ledger takes one command: export.');
      const { from, to } = values;
      if (typeof from !== 'string' || typeof to !== 'string')
        throw new UsageError('ledger export needs --from and --to.');
      process.stdout.write(await (await client()).ledger.export({ from, to }));
    },
  },
  triggers: {
    'pix.received': {
      run: async (mp, print) => {
        const entry = await mp.ledger.simulateIncomingPix({ amount: 2500, description: 'Pix sem cobrança' });
        print(`ledger    ${entry.id}  ${entry.type}  ${entry.amount.toFixed(2)}`);
      },
    },
  },
});
