import { describe, expect, it } from 'vitest';
import { newCharge, type Charge } from '../../lib/charges/charge.domain.js';
import { dueTermsOf } from '../../lib/charges/due-charge.domain.js';
import { newSubscription, type Subscription } from '../../lib/subscriptions/subscription.domain.js';
import { renderPage, type PageData } from '../../lib/payment-page/render.js';

/**
 * The payment page as text a payer reads, for the states the API cannot reach on today's clock: a
 * due-date charge before, on and after its due date, its receipt, a refunded charge, and a
 * subscription's authorization before and after payment. The browser test draws the same states.
 */
const ZONE = 'America/Sao_Paulo';
const PIX = { txid: 'T'.repeat(25), brCode: '000201010212…6304ABCD' };
const CREATED = new Date('2026-06-01T15:00:00Z');

/** What a person sees: the text of `<body>` without tags, entities read, spaces folded. */
function visibleText(html: string): string {
  const body = html.slice(html.indexOf('<body>'), html.indexOf('</body>'));
  return body
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

function page(charge: Charge, now: Date, extra: Partial<PageData> = {}): { html: string; text: string } {
  const html = renderPage({
    token: 'tok',
    merchantName: 'Escola <Aprender>',
    charge,
    environment: 'test',
    timeZone: ZONE,
    now,
    qrCode: null,
    couponApplied: false,
    ...extra,
  });
  return { html, text: visibleText(html) };
}

/** R$ 1.000,00 due Monday 15/06/2026: R$ 50,00 off until 10/06, 2% fine, 1% a month, 30 days after. */
const dueCharge = (): Charge =>
  newCharge(
    'm1',
    'c1',
    {
      amount: 100_000,
      description: 'Mensalidade de junho',
      customerId: 'cus1',
      due: dueTermsOf(
        {
          dueDate: '2026-06-15',
          fine: { type: 'PERCENTAGE', value: 200 },
          interest: { type: 'PERCENTAGE_PER_MONTH', days: 'CALENDAR', value: 100 },
          discount: { type: 'FIXED', until: [{ date: '2026-06-10', value: 5000 }] },
        },
        ZONE,
      ),
    },
    PIX,
    CREATED,
  );

describe("a due-date charge's page", () => {
  it('counts days to the due date, never hours, and states the amount today and every term', () => {
    const { html, text } = page(dueCharge(), CREATED);
    expect(text).toContain('Valor a pagar hoje R$ 950,00');
    expect(text).toContain('Vencimento: 15/06/2026 (faltam 14 dias)');
    expect(text).toContain('Com desconto de R$ 50,00 por pagar até 10/06/2026.');
    expect(text).toContain('Condições de pagamento');
    expect(text).toContain('Valor do documento: R$ 1.000,00.');
    expect(text).toContain('Pagando até 10/06/2026: R$ 950,00 (desconto de R$ 50,00).');
    expect(text).toContain('Pagando até o vencimento, 15/06/2026: R$ 1.000,00.');
    expect(text).toContain(
      'Depois do vencimento: multa de 2% (R$ 20,00) e juros de 1% ao mês, proporcionais a cada dia corrido de atraso.',
    );
    expect(text).toContain('Último dia para pagar: 15/07/2026.');
    expect(text).not.toContain('Tempo restante');
    expect(html).not.toContain('id="countdown"');
    // The page reloads at the next midnight in São Paulo (the amount may change), not at expiry.
    expect(html).toContain('data-expires-at="2026-06-02T03:00:00.000Z"');
  });

  it('on the last discount day, on the due date and after it, says what today costs', () => {
    expect(page(dueCharge(), new Date('2026-06-10T23:00:00Z')).text).toContain(
      'Vencimento: 15/06/2026 (faltam 5 dias)',
    );
    // 20:00 in São Paulo on the 10th is still the 10th: the discount holds.
    expect(page(dueCharge(), new Date('2026-06-10T23:00:00Z')).text).toContain('R$ 950,00');
    const onDue = page(dueCharge(), new Date('2026-06-15T12:00:00Z')).text;
    expect(onDue).toContain('Vencimento: 15/06/2026 (vence hoje)');
    expect(onDue).toContain('Valor a pagar hoje R$ 1.000,00');
    expect(onDue).not.toContain('Pagando até 10/06/2026');
    const late = page(dueCharge(), new Date('2026-06-18T15:00:00Z')).text;
    expect(late).toContain('Vencimento: 15/06/2026 (venceu há 3 dias)');
    // 2% of R$ 1.000,00 and 3 days of 1% a month.
    expect(late).toContain('Valor a pagar hoje R$ 1.021,00');
    expect(late).toContain('Inclui multa de R$ 20,00 e juros de R$ 1,00 pelo atraso.');
    expect(late).toContain('Último dia para pagar: 15/07/2026.');
  });

  it('moves a due date on a closed day to the next business day, and says so', () => {
    const charge = dueCharge();
    charge.due = { ...charge.due!, dueDate: '2026-06-13', discount: null };
    const { text } = page(charge, CREATED);
    expect(text).toContain(
      'Vencimento: 15/06/2026 (faltam 14 dias; o vencimento de 13/06/2026 cai em dia sem expediente bancário e passa para o próximo dia útil)',
    );
    expect(text).toContain('Pagando até o vencimento, 15/06/2026: R$ 1.000,00.');
  });

  it('repeats the due date and what the amount paid included in the receipt', () => {
    const late: Charge = {
      ...dueCharge(),
      status: 'PAID',
      paidAt: '2026-06-18T15:00:00.000Z',
      paidAmount: 102_100,
    };
    const { text } = page(late, new Date('2026-06-18T15:01:00Z'));
    expect(text).toContain('Pagamento confirmado!');
    expect(text).toContain('Vencimento 15/06/2026');
    expect(text).toContain('Valor do documento R$ 1.000,00');
    expect(text).toContain('Multa R$ 20,00');
    expect(text).toContain('Juros R$ 1,00');
    expect(text).toContain('Valor pago R$ 1.021,00');
    expect(text).toContain('18/06/2026, 12:00');
    const early = page(
      { ...dueCharge(), status: 'PAID', paidAt: '2026-06-05T15:00:00.000Z', paidAmount: 95_000 },
      new Date('2026-06-05T15:01:00Z'),
    ).text;
    expect(early).toContain('Desconto -R$ 50,00');
    expect(early).toContain('Valor pago R$ 950,00');
  });
});

describe('a refunded charge', () => {
  const paid = (): Charge => ({
    ...newCharge('m1', 'c2', { amount: 10_000, description: 'Pedido 7' }, PIX, CREATED),
    status: 'PAID',
    paidAt: '2026-06-01T15:01:00.000Z',
    paidAmount: 10_000,
  });
  const refund = (amount: number, status: 'SUCCEEDED' | 'PENDING' | 'FAILED') => ({
    id: `r${amount}${status}`,
    amount,
    reason: null,
    status,
    createdAt: '2026-06-03T18:30:00.000Z',
    updatedAt: '2026-06-03T18:30:00.000Z',
  });

  it('says a whole refund, not "Pagamento confirmado!"', () => {
    const charge: Charge = {
      ...paid(),
      status: 'REFUNDED',
      refundedAmount: 10_000,
      refundedAt: '2026-06-03T18:30:00.000Z',
      refunds: [refund(10_000, 'SUCCEEDED')],
    };
    const { text } = page(charge, new Date('2026-06-04T12:00:00Z'));
    expect(text).not.toContain('Pagamento confirmado');
    expect(text).toContain('Pagamento devolvido');
    expect(text).toContain('A loja devolveu R$ 100,00 dos R$ 100,00 que você pagou.');
    expect(text).toContain('Valor devolvido R$ 100,00');
    expect(text).toContain('Data da devolução 03/06/2026, 15:30');
  });

  it('says a partial refund, and one still under way, with what came back', () => {
    const charge: Charge = {
      ...paid(),
      status: 'PARTIALLY_REFUNDED',
      refundedAmount: 5_000,
      refunds: [refund(3_000, 'SUCCEEDED'), refund(1_000, 'FAILED'), refund(2_000, 'PENDING')],
    };
    const { text } = page(charge, new Date('2026-06-04T12:00:00Z'));
    expect(text).not.toContain('Pagamento confirmado');
    expect(text).toContain('Pagamento devolvido em parte');
    expect(text).toContain('A loja pediu a devolução de R$ 50,00 dos R$ 100,00 que você pagou.');
    expect(text).toContain('Valor devolvido R$ 30,00');
    expect(text).toContain('Devolução em andamento R$ 20,00');
  });

  it("does not send a refunded checkout's payer on to the merchant's thank-you page", () => {
    const charge: Charge = {
      ...paid(),
      status: 'REFUNDED',
      refundedAmount: 10_000,
      refunds: [refund(10_000, 'SUCCEEDED')],
    };
    const checkout = {
      id: 'k1',
      merchantId: 'm1',
      status: 'COMPLETED',
      items: [],
      subtotal: 10_000,
      discount: 0,
      total: 10_000,
      coupon: null,
      completionUrl: 'https://loja.example/obrigado',
      returnUrl: null,
      expiresAt: '2026-06-01T16:00:00.000Z',
      completedAt: '2026-06-01T15:01:00.000Z',
    } as unknown as NonNullable<PageData['checkout']>;
    const { html, text } = page(charge, new Date('2026-06-04T12:00:00Z'), { checkout });
    expect(text).toContain('Pagamento devolvido');
    expect(html).not.toContain('data-completion-url');
  });
});

describe("a subscription's authorization page", () => {
  const subscription = (input: Partial<Parameters<typeof newSubscription>[2]> = {}): Subscription =>
    newSubscription(
      'm1',
      's1',
      {
        customerId: 'cus1',
        amount: 2990,
        interval: 'MONTHLY',
        startDate: '2026-06-05',
        description: 'Streaming mensal',
        metadata: {},
        ...input,
      },
      { id: 'c3', brCode: PIX.brCode },
      CREATED,
    );
  const authorization = (): Charge =>
    newCharge(
      'm1',
      'c3',
      { amount: 2990, description: 'Streaming mensal', subscriptionId: 's1', expiresIn: 86_400 },
      PIX,
      CREATED,
    );

  it('says, before the code, that paying authorizes monthly Pix Automático debits, and how to cancel', () => {
    const { html, text } = page(authorization(), CREATED, { subscription: subscription() });
    expect(text).toContain('Pagamento de hoje R$ 29,90');
    expect(text).toContain('Pagamento recorrente: Pix Automático');
    expect(text).toContain(
      'Ao pagar este Pix, você paga a cobrança de 05/06/2026 e autoriza Escola <Aprender> a debitar R$ 29,90 por mês da sua conta, pelo Pix Automático',
    );
    expect(text).toContain('Valor de cada débito R$ 29,90 (sempre o mesmo)');
    expect(text).toContain('Frequência Mensal (todo mês)');
    expect(text).toContain('Primeiro débito automático 05/07/2026');
    expect(text).toContain('Último débito Sem data para terminar: até você cancelar');
    expect(text).toContain('Recebedor Escola <Aprender>');
    expect(text).toContain('Você pode cancelar quando quiser no app do seu banco');
    // Before the code, and the merchant's name escaped.
    expect(html.indexOf('id="recurring"')).toBeLessThan(html.indexOf('id="brcode"'));
    expect(html).toContain('Escola &lt;Aprender&gt;');
    expect(html).not.toContain('<Aprender>');
  });

  it('names the last debit of a subscription with an end, weekly', () => {
    const { text } = page(authorization(), CREATED, {
      subscription: subscription({ interval: 'WEEKLY', endDate: '2026-07-01' }),
    });
    expect(text).toContain('R$ 29,90 por semana');
    expect(text).toContain('Primeiro débito automático 12/06/2026');
    expect(text).toContain('Último débito 26/06/2026');
  });

  it('repeats it in the receipt: authorized, the next debit; or cancelled', () => {
    const paidCharge: Charge = {
      ...authorization(),
      status: 'PAID',
      paidAt: '2026-06-01T15:05:00.000Z',
      paidAmount: 2990,
    };
    const active: Subscription = {
      ...subscription(),
      status: 'ACTIVE',
      activatedAt: '2026-06-01T15:05:00.000Z',
      nextDueDate: '2026-07-05',
    };
    const { text } = page(paidCharge, new Date('2026-06-01T15:06:00Z'), { subscription: active });
    expect(text).toContain('Pagamento confirmado!');
    expect(text).toContain('Pix Automático autorizado');
    expect(text).toContain(
      'Escola <Aprender> vai debitar R$ 29,90 por mês da sua conta, pelo Pix Automático.',
    );
    expect(text).toContain('Próximo débito automático 05/07/2026');
    expect(text).toContain('Você pode cancelar quando quiser no app do seu banco');
    const cancelled = page(paidCharge, new Date('2026-06-20T15:06:00Z'), {
      subscription: {
        ...active,
        status: 'CANCELLED',
        cancelledAt: '2026-06-20T02:00:00.000Z',
        nextDueDate: null,
      },
    }).text;
    expect(cancelled).toContain('Os débitos automáticos foram cancelados em 19/06/2026.');
    expect(cancelled).not.toContain('Próximo débito');
  });
});

describe("an immediate charge's countdown", () => {
  it('gives pay.js the words for days, so a long expiry is not counted in hundreds of hours', () => {
    const charge = newCharge('m1', 'c4', { amount: 1000, expiresIn: 2_592_000 }, PIX, CREATED);
    const { html } = page(charge, CREATED);
    expect(html).toContain('id="countdown"');
    expect(html).toContain('data-msg-days="{n} dias e "');
  });
});
