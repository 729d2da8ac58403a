/**
 * The entries of the functions no route names: the stack builds them, their table grants are
 * declared by handler (infra/table-writes.ts), the cold-start check weighs them.
 */
export const WEBHOOK_HANDLERS = {
  dispatch: 'functions/webhooks/dispatch.ts',
  deliver: 'functions/webhooks/deliver.ts',
  redrive: 'functions/webhooks/redrive.ts',
} as const;

export const SWEEP_HANDLER = 'functions/jobs/sweep.ts';
