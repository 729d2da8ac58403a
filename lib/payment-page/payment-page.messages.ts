/** Portuguese texts of the hosted payment page. */
export const paymentPageMessages = {
  title: (merchant: string) => `Pagamento para ${merchant}`,
  notFoundTitle: 'Pagamento não encontrado',
  notFoundText: 'Este link de pagamento não existe. Confira o endereço ou peça um novo link à loja.',
  tooManyTitle: 'Muitas tentativas',
  tooManyText: (seconds: number) =>
    `Recebemos tentativas demais a partir desta conexão. Tente de novo em ${seconds} segundos.`,
  unavailableTitle: 'Serviço indisponível',
  unavailableText:
    'Não conseguimos abrir este pagamento agora. Recarregue a página em instantes: nada foi pago nem cobrado.',
  testBanner: 'Ambiente de teste: nenhum pagamento é real.',
  payTo: 'Pagamento para',
  items: 'Itens',
  subtotal: 'Subtotal',
  discount: (code: string) => `Desconto (${code})`,
  total: 'Total',
  scanQr: 'Ou escaneie o QR Code com o app do seu banco:',
  copyHint: 'Copie o código e cole na opção Pix copia e cola do app do seu banco.',
  couponApplied: (code: string, total: string) =>
    `Cupom ${code} aplicado: o total agora é ${total}. O código Pix mudou; use o código abaixo.`,
  receiptTo: 'Recebedor',
  receiptAmount: 'Valor pago',
  receiptAt: 'Data e hora',
  receiptTxid: 'Identificador do Pix (txid)',
  qrAlt: 'QR Code Pix para pagar',
  brCodeLabel: 'Pix copia e cola',
  copy: 'Copiar código Pix',
  copied: 'Código copiado!',
  copyFailed: 'Não foi possível copiar; selecione o código e copie manualmente.',
  timeLeft: 'Tempo restante:',
  waiting: 'Aguardando o pagamento…',
  couponLabel: 'Cupom de desconto',
  couponApply: 'Aplicar cupom',
  couponFailed: 'Não foi possível aplicar o cupom.',
  simulate: 'Simular pagamento',
  simulateFailed: 'Não foi possível simular o pagamento.',
  paidTitle: 'Pagamento confirmado!',
  paidText: 'Recebemos o seu Pix. Obrigado!',
  redirecting: (seconds: number) => `Você voltará para a loja em ${seconds} segundos.`,
  continue: 'Continuar',
  expiredTitle: 'Pagamento expirado',
  expiredText: 'O prazo para pagar terminou. Peça um novo link à loja.',
  cancelledTitle: 'Pagamento cancelado',
  cancelledText: 'Este pagamento foi cancelado pela loja.',
  backToStore: 'Voltar para a loja',
  tooManyCoupons: 'Tentativas de cupom demais neste pagamento.',
  couponNotAllowed: 'Este pagamento não aceita cupom.',
  couponAlreadyApplied: 'Este pagamento já tem um cupom.',
  couponField: 'código recusado',
  notOpen: 'Este pagamento não está mais aberto.',
  due: {
    amountToday: 'Valor a pagar hoje',
    dueDate: (date: string) => `Vencimento: ${date}`,
    /** Days to the due date in effect from today (negative once it passed). */
    daysLeft: (days: number) =>
      days > 1
        ? `faltam ${days} dias`
        : days === 1
          ? 'vence amanhã'
          : days === 0
            ? 'vence hoje'
            : days === -1
              ? 'venceu ontem'
              : `venceu há ${-days} dias`,
    movedTo: (stated: string) =>
      `o vencimento de ${stated} cai em dia sem expediente bancário e passa para o próximo dia útil`,
    withDiscount: (discount: string, until: string) => `Com desconto de ${discount} por pagar até ${until}.`,
    withLateCharges: (fine: string, interest: string) =>
      `Inclui ${[fine && `multa de ${fine}`, interest && `juros de ${interest}`].filter(Boolean).join(' e ')} pelo atraso.`,
    termsTitle: 'Condições de pagamento',
    original: (amount: string) => `Valor do documento: ${amount}.`,
    rebate: (rebate: string) => `Abatimento de ${rebate}, já descontado do valor.`,
    payingUntil: (date: string, amount: string, discount: string) =>
      `Pagando até ${date}: ${amount} (desconto de ${discount}).`,
    payingOnDue: (date: string, amount: string) => `Pagando até o vencimento, ${date}: ${amount}.`,
    afterDue: (parts: string[]) => `Depois do vencimento: ${parts.join(' e ')}.`,
    noLateCharges: 'Depois do vencimento não há multa nem juros.',
    fine: (value: string) => `multa de ${value}`,
    percentOf: (percent: string, amount: string) => `${percent} (${amount})`,
    interest: {
      FIXED_PER_DAY: (value: string, days: string) => `juros de ${value} por ${days} de atraso`,
      PERCENTAGE_PER_DAY: (value: string, days: string) => `juros de ${value} por ${days} de atraso`,
      PERCENTAGE_PER_MONTH: (value: string, days: string) =>
        `juros de ${value} ao mês, proporcionais a cada ${days} de atraso`,
      PERCENTAGE_PER_YEAR: (value: string, days: string) =>
        `juros de ${value} ao ano, proporcionais a cada ${days} de atraso`,
    },
    dayCount: { CALENDAR: 'dia corrido', BUSINESS: 'dia útil' },
    lastDay: (date: string) =>
      `Último dia para pagar: ${date}. Depois disso, este Pix não pode mais ser pago.`,
    receiptDueDate: 'Vencimento',
    receiptOriginal: 'Valor do documento',
    receiptRebate: 'Abatimento',
    receiptDiscount: 'Desconto',
    receiptFine: 'Multa',
    receiptInterest: 'Juros',
  },
  refund: {
    refundedTitle: 'Pagamento devolvido',
    partlyTitle: 'Pagamento devolvido em parte',
    text: (refunded: string, paid: string) =>
      `A loja devolveu ${refunded} dos ${paid} que você pagou. O valor volta para a conta de onde saiu o Pix.`,
    pendingText: (refunded: string, paid: string) =>
      `A loja pediu a devolução de ${refunded} dos ${paid} que você pagou. O valor volta para a conta de onde saiu o Pix assim que o banco concluir.`,
    receiptRefunded: 'Valor devolvido',
    receiptPending: 'Devolução em andamento',
    receiptRefundedAt: 'Data da devolução',
  },
  recurring: {
    title: 'Pagamento recorrente: Pix Automático',
    amountToday: 'Pagamento de hoje',
    intro: (merchant: string, amount: string, every: string, firstCycle: string) =>
      `Ao pagar este Pix, você paga a cobrança de ${firstCycle} e autoriza ${merchant} a debitar ${amount} ${every} da sua conta, pelo Pix Automático, sem precisar pagar cada cobrança.`,
    introNoMore: (merchant: string, firstCycle: string) =>
      `Ao pagar este Pix, você paga a cobrança de ${firstCycle} e autoriza ${merchant} no Pix Automático; nenhum outro débito está previsto.`,
    activeTitle: 'Pix Automático autorizado',
    active: (merchant: string, amount: string, every: string) =>
      `${merchant} vai debitar ${amount} ${every} da sua conta, pelo Pix Automático.`,
    cancelledTitle: 'Pix Automático cancelado',
    cancelled: (date: string) =>
      `Os débitos automáticos foram cancelados em ${date}. Nada mais será debitado.`,
    completedTitle: 'Pix Automático encerrado',
    completed: 'Os débitos automáticos terminaram. Nada mais será debitado.',
    amount: 'Valor de cada débito',
    fixed: (amount: string) => `${amount} (sempre o mesmo)`,
    frequency: 'Frequência',
    firstDebit: 'Primeiro débito automático',
    nextDebit: 'Próximo débito automático',
    lastDebit: 'Último débito',
    untilCancelled: 'Sem data para terminar: até você cancelar',
    receiver: 'Recebedor',
    cancel:
      'Você pode cancelar quando quiser no app do seu banco, na área do Pix Automático; os débitos param a partir do cancelamento.',
    intervals: {
      WEEKLY: { every: 'por semana', name: 'Semanal (toda semana)' },
      MONTHLY: { every: 'por mês', name: 'Mensal (todo mês)' },
      QUARTERLY: { every: 'a cada 3 meses', name: 'Trimestral (a cada 3 meses)' },
      SEMIANNUAL: { every: 'a cada 6 meses', name: 'Semestral (a cada 6 meses)' },
      ANNUAL: { every: 'por ano', name: 'Anual (todo ano)' },
    },
  },
  /** Before the hours of a countdown past a day; pay.js puts the number in place of `{n}`. */
  countdownDay: '1 dia e ',
  countdownDays: '{n} dias e ',
} as const;
