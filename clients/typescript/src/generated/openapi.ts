// Generated from openapi/openapi.json by clients/typescript/scripts/generate.ts (openapi-typescript): do not edit.
// Regenerate with `npm run client:generate` after the API changes.
export interface paths {
  '/coupons': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Lista os cupons
     * @description Os cupons não removidos do lojista, do mais novo para o mais antigo, em páginas. Uma página depois da última vem com `content` vazio e os totais verdadeiros.
     *
     *     Permissão: `READ_ONLY` ou `FULL_ACCESS`.
     */
    get: operations['listCoupons'];
    put?: never;
    /**
     * Cria um cupom
     * @description Cria um cupom `ACTIVE` com `used_count` 0. O código é aparado e convertido para maiúsculas e deve ser único entre os cupons não removidos do lojista (um código repetido é 400).
     *
     *     Permissão: `FULL_ACCESS`.
     */
    post: operations['createCoupon'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/coupons/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Consulta um cupom
     * @description Um cupom do lojista. Um id desconhecido, removido ou de outro lojista é 404.
     *
     *     Permissão: `READ_ONLY` ou `FULL_ACCESS`.
     */
    get: operations['getCoupon'];
    /**
     * Atualiza um cupom
     * @description Atualização parcial: só os campos a mudar. O corpo precisa de ao menos um valor não nulo e não aceita outras propriedades.
     *
     *     `null` em `max_uses`, `starts_at` ou `expires_at` não apaga o valor atual (o campo é ignorado); para uso ilimitado envie `max_uses` = -1.
     *
     *     O cupom resultante é validado de novo: uma regra que só o estado gravado revela (tipo PERCENTAGE com o valor gravado acima de 100, `expires_at` antes do `starts_at` gravado, `max_uses` abaixo de `used_count`) é 400.
     *
     *     Permissão: `FULL_ACCESS`.
     */
    put: operations['updateCoupon'];
    post?: never;
    /**
     * Remove um cupom
     * @description Remoção lógica: o cupom some das listas e consultas e não pode mais ser usado; o histórico fica preservado e o código fica livre para um novo cupom.
     *
     *     Permissão: `FULL_ACCESS`.
     */
    delete: operations['deleteCoupon'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/customers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Lista e filtra os clientes
     * @description Os clientes não removidos do lojista, do mais novo para o mais antigo, em páginas. Todos os filtros informados se aplicam juntos (E); um filtro vazio (`?name=`) é ignorado.
     *
     *     Permissão: `READ_ONLY` ou `FULL_ACCESS`.
     */
    get: operations['listCustomers'];
    put?: never;
    /**
     * Cria um cliente (ou devolve o cliente que já tem o documento)
     * @description Cria um cliente `ACTIVE`. Se o documento já pertence a um cliente não removido do lojista, devolve esse cliente sem alterá-lo (também 200), mesmo com muitas requisições simultâneas.
     *
     *     Permissão: `FULL_ACCESS`.
     */
    post: operations['createCustomer'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/customers/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Consulta um cliente
     * @description Um cliente do lojista. Um id desconhecido, removido ou de outro lojista é 404.
     *
     *     Permissão: `READ_ONLY` ou `FULL_ACCESS`.
     */
    get: operations['getCustomer'];
    put?: never;
    post?: never;
    /**
     * Remove um cliente
     * @description Remoção lógica: o cliente não pode mais ser consultado nem usado em novas cobranças; o histórico fica preservado e o documento fica livre.
     *
     *     Permissão: `FULL_ACCESS`.
     */
    delete: operations['deleteCustomer'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/products': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Lista os produtos
     * @description Os produtos não removidos do lojista, do mais novo para o mais antigo, em páginas.
     *
     *     Permissão: `READ_ONLY` ou `FULL_ACCESS`.
     */
    get: operations['listProducts'];
    put?: never;
    /**
     * Cria um produto
     * @description Cria um produto `ACTIVE`. `externalId`, quando informado, é único entre os produtos não removidos do lojista e não muda depois.
     *
     *     Permissão: `FULL_ACCESS`.
     */
    post: operations['createProduct'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/products/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Consulta um produto
     * @description Um produto não removido do lojista. Um id desconhecido, removido ou de outro lojista é 404.
     *
     *     Permissão: `READ_ONLY` ou `FULL_ACCESS`.
     */
    get: operations['getProduct'];
    /**
     * Atualiza um produto
     * @description Atualização parcial de `name`, `price`, `description` e `status`: ao menos um valor não nulo, nenhuma outra propriedade. `externalId` não pode ser alterado (422).
     *
     *     Permissão: `FULL_ACCESS`.
     */
    put: operations['updateProduct'];
    post?: never;
    /**
     * Remove um produto
     * @description Remoção lógica: o produto não pode mais ser consultado; o `externalId` fica livre.
     *
     *     Permissão: `FULL_ACCESS`.
     */
    delete: operations['deleteProduct'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/charges': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Lista as cobranças
     * @description As cobranças do lojista, da mais nova para a mais antiga, em páginas, sem `pix.qrCode`. Uma cobrança pendente cujo vencimento passou aparece como `EXPIRED`, também nos filtros e nas páginas por `cursor`. Os filtros (`status`, `customerId`, `from`, `to`) valem juntos.
     *
     *     Permissão: `READ_ONLY` ou `FULL_ACCESS`.
     */
    get: operations['listCharges'];
    put?: never;
    /**
     * Cria uma cobrança Pix
     * @description Cria uma cobrança Pix `PENDING` com o BR Code "copia e cola" (`pix.brCode`), o QR code dele (`pix.qrCode`, PNG em data URL) e um `txid` único. Emite `charge.created`. Em `live`, enquanto nenhum provedor Pix estiver configurado, responde 503 `pix_provider_unavailable` (nunca um código falso).
     *
     *     Permissão: `FULL_ACCESS`.
     */
    post: operations['createCharge'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/charges/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Consulta uma cobrança
     * @description Uma cobrança do lojista, com o QR code. Pendente depois do vencimento, já aparece `EXPIRED` (com `updatedAt` = `expiresAt`), antes mesmo da varredura periódica gravar isso.
     *
     *     Permissão: `READ_ONLY` ou `FULL_ACCESS`.
     */
    get: operations['getCharge'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/charges/{id}/amount': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Calcula o valor de uma cobrança com vencimento num dia
     * @description O valor de uma cobrança com vencimento num dia e as suas partes, em reais: `total = original − rebate − discount + fine + interest`, cada parte arredondada uma vez (meio centavo para cima), nunca menos de R$ 0,01. Vale para os dias de hoje ao último dia de pagamento (`dueDate + daysAfterDue`); outro dia é 400 `date_not_payable`, e uma cobrança imediata é 400 `not_due_date_charge`.
     *
     *     Permissão: `READ_ONLY` ou `FULL_ACCESS`.
     */
    get: operations['getChargeAmount'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/charges/{id}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Cancela uma cobrança pendente
     * @description Cancela uma cobrança `PENDING` (emite `charge.cancelled`). Sem corpo (ou `{}`). Outra situação é 400; a cobrança de um checkout se cancela pelo checkout (400 `charge_in_checkout`).
     *
     *     Permissão: `FULL_ACCESS`.
     */
    post: operations['cancelCharge'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/charges/{id}/refund': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Estorna uma cobrança paga
     * @description Estorna uma cobrança `PAID` ou `PARTIALLY_REFUNDED`: `amount` centavos, ou tudo o que resta sem corpo (ou `{}`). Pode ser chamada várias vezes até não restar nada, em até 90 dias do pagamento. No sandbox o estorno sai `SUCCEEDED` na hora; em `live` é uma devolução no PSP, `PENDING` até ele responder. Cada estorno que dá certo emite `charge.refunded`; um que falha, `charge.refund_failed`. Outra situação é 400 `charge_not_paid`; mais do que resta, 400 `refund_exceeds_remaining`.
     *
     *     Permissão: `FULL_ACCESS`.
     */
    post: operations['refundCharge'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/charges/{id}/simulate-payment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Simula o pagamento de uma cobrança (só no ambiente test)
     * @description Só no ambiente `test` (404 em `live`): paga uma cobrança `PENDING` como o banco do pagador faria (emite `charge.paid`; a de um checkout conclui o checkout) e grava `paidAmount`. Sem corpo (ou `{}`), ou com `{"date"}` numa cobrança com vencimento: paga o valor desse dia (de hoje ao último dia de pagamento). Vencida é 400 `charge_expired`; outra situação, 400 `charge_not_pending`.
     *
     *     Permissão: `FULL_ACCESS`.
     */
    post: operations['simulateChargePayment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/charges/{id}/simulate-med-return': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Simula uma devolução MED de uma cobrança paga (só no ambiente test)
     * @description Só no ambiente `test` (404 em `live`): o banco do pagador tira de volta, pelo MED (Mecanismo Especial de Devolução), parte ou todo o valor de uma cobrança `PAID` ou `PARTIALLY_REFUNDED`, como a conciliação a encontraria. Fica na cobrança como um estorno `SUCCEEDED` com `origin: "MED"` e `medNature`, conta em `refundedAmount` e na situação como qualquer estorno (um estorno do lojista depois só pode pedir o que resta), emite `charge.med_returned` e grava um lançamento `MED_RETURN` (negativo) no extrato. Sem corpo (ou `{}`): tudo o que resta, natureza `FRAUD`. Cobrança não paga é 400 `charge_not_paid`; já estornada ou devolvida por inteiro, 400 `nothing_left_to_return`; mais do que resta, 400 `refund_exceeds_remaining`.
     *
     *     Permissão: `FULL_ACCESS`.
     */
    post: operations['simulateChargeMedReturn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/checkouts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Lista e filtra os checkouts
     * @description Os checkouts do lojista, do mais novo para o mais antigo, em páginas. Os filtros leem só os índices da situação ou do cliente; um checkout aberto com o prazo vencido já aparece como `EXPIRED`, também nas páginas por `cursor`.
     *
     *     Permissão: `READ_ONLY` ou `FULL_ACCESS`.
     */
    get: operations['listCheckouts'];
    put?: never;
    /**
     * Cria um checkout (página de pagamento hospedada)
     * @description Cria um checkout `OPEN` com a sua cobrança Pix (mesmo total e prazo) e devolve `url`, a página de pagamento hospedada (também na consulta e nas listas), e `pix`, o código da cobrança e o seu QR Code, para quem monta a própria página. Os preços vêm dos produtos no momento da criação (o cliente nunca envia preços); o desconto é calculado em centavos (PERCENTAGE: arredondado meio para cima). Um cupom reserva um uso até o checkout ser pago (vira uso) ou terminar sem pagamento (a reserva é liberada): nunca passam de `max_uses`, sob qualquer concorrência.
     *
     *     Permissão: `FULL_ACCESS`.
     */
    post: operations['createCheckout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/checkouts/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Consulta um checkout
     * @description Um checkout do lojista (`url` é null: o token só aparece na criação).
     *
     *     Permissão: `READ_ONLY` ou `FULL_ACCESS`.
     */
    get: operations['getCheckout'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/checkouts/{id}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Cancela um checkout aberto (e a sua cobrança)
     * @description `OPEN` -> `CANCELLED`, com a sua cobrança Pix cancelada e a reserva do cupom liberada, numa só transação. Sem corpo (ou `{}`). Outras situações: 400 `checkout_not_open`.
     *
     *     Permissão: `FULL_ACCESS`.
     */
    post: operations['cancelCheckout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/subscriptions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Lista e filtra as assinaturas
     * @description As assinaturas do lojista, da mais nova para a mais antiga, em páginas, sem a imagem do QR code. Uma assinatura que aguardava autorização e passou do prazo aparece `EXPIRED`, também no filtro.
     *
     *     Permissão: `READ_ONLY` ou `FULL_ACCESS`.
     */
    get: operations['listSubscriptions'];
    put?: never;
    /**
     * Cria uma assinatura Pix Automático
     * @description Cria uma assinatura Pix Automático `PENDING_AUTHORIZATION` e a cobrança que a autoriza (jornada 3): o pagador lê `authorization.brCode` (ou abre `authorization.url`), paga o primeiro ciclo e autoriza os demais no mesmo passo. Sem autorização em 24 horas, fica `EXPIRED`. Emite `subscription.created` e `charge.created`. Em `live`, a autorização é uma recorrência (`rec`) no PSP ligada à cobrança imediata do primeiro ciclo, e `brCode` é o QR composto da jornada 3.
     *
     *     Permissão: `FULL_ACCESS`.
     */
    post: operations['createSubscription'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/subscriptions/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Consulta uma assinatura
     * @description Uma assinatura do lojista, com a autorização (código, QR code, página e prazo).
     *
     *     Permissão: `READ_ONLY` ou `FULL_ACCESS`.
     */
    get: operations['getSubscription'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/subscriptions/{id}/cycles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Lista os ciclos de uma assinatura
     * @description Os ciclos da assinatura, do vencimento mais novo para o mais antigo: um por vencimento, enviado ao banco do pagador de 10 a 2 dias antes dele (o ciclo 0 é pago na autorização).
     *
     *     Permissão: `READ_ONLY` ou `FULL_ACCESS`.
     */
    get: operations['listSubscriptionCycles'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/subscriptions/{id}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Cancela uma assinatura
     * @description Cancela uma assinatura `PENDING_AUTHORIZATION` (a cobrança da autorização é cancelada junto) ou `ACTIVE` (os ciclos em aberto ficam `CANCELLED`; em `live`, a recorrência e as cobranças recorrentes são canceladas no PSP antes). Emite `subscription.cancelled`. Sem corpo (ou `{}`). Uma assinatura já terminada é 400 `subscription_ended`.
     *
     *     Permissão: `FULL_ACCESS`.
     */
    post: operations['cancelSubscription'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/subscriptions/{id}/simulate-authorization': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Simula a resposta do pagador à autorização (só no ambiente test)
     * @description Só no ambiente `test`: em `live`, o banco do pagador responde pelo PSP. A resposta do pagador à autorização, como o banco dele daria: `APPROVED` paga a cobrança da autorização (o primeiro ciclo) e ativa a assinatura, como a leitura do QR code faria (`charge.paid`, `subscription.activated`, `subscription.cycle.paid`); `REJECTED` recusa (`subscription.rejected`; a cobrança é cancelada). Só de `PENDING_AUTHORIZATION`: outra situação é 400 `subscription_not_pending`.
     *
     *     Permissão: `FULL_ACCESS`.
     */
    post: operations['simulateSubscriptionAuthorization'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/subscriptions/{id}/simulate-revocation': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Simula o pagador cancelando a autorização no banco (só no ambiente test)
     * @description Só no ambiente `test`: em `live`, o banco do pagador responde pelo PSP. O pagador cancela a autorização no banco dele: uma assinatura `ACTIVE` fica `CANCELLED` com `cancelledBy: PAYER` e os ciclos em aberto, `CANCELLED` (`subscription.cancelled`). Sem corpo (ou `{}`). Outra situação é 400 `subscription_not_active`.
     *
     *     Permissão: `FULL_ACCESS`.
     */
    post: operations['simulateSubscriptionRevocation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/subscriptions/{id}/simulate-next-cycle': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Simula o débito do próximo ciclo agora (só no ambiente test)
     * @description Só no ambiente `test`: em `live`, o banco do pagador responde pelo PSP. O próximo débito agora, como se o dia dele tivesse chegado: a próxima tentativa do ciclo mais antigo em aberto ou, sem nenhum, o próximo ciclo enviado e debitado. `PAID` paga (`subscription.cycle.paid`); `FAILED` recusa com `AM04` e, pela `retryPolicy`, o ciclo fica `RETRYING` (`subscription.cycle.retrying`) ou `FAILED` (`subscription.cycle.failed`). O ciclo de `endDate` terminado completa a assinatura. Sem simulação, o sandbox paga cada ciclo no vencimento (e cada nova tentativa no dia dela). Só de `ACTIVE`: outra situação é 400 `subscription_not_active`.
     *
     *     Permissão: `FULL_ACCESS`.
     */
    post: operations['simulateSubscriptionNextCycle'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/pay/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Página de pagamento (HTML)
     * @description A página de pagamento (HTML, pt-BR, feita para celular) de um checkout (`url`) ou de uma cobrança (`paymentUrl`): o total, o código Pix copia e cola inteiro com o botão de copiar (no celular vêm primeiro: quem paga não escaneia a própria tela), tempo restante, situação ao vivo, o QR Code; num checkout, itens, totais e o campo de cupom (com `allowCoupons`); numa cobrança, a descrição; com vencimento, o valor de hoje, a data de vencimento com os dias que faltam (sem relógio) e as condições por extenso (desconto até uma data, multa e juros depois do vencimento, último dia para pagar); na autorização de uma assinatura, antes do código, que pagar autoriza débitos recorrentes no Pix Automático (valor, frequência, primeiro débito, recebedor, cancelamento no app do banco). Pago, um comprovante (recebedor, valor, data e hora, txid; com vencimento, as parcelas do valor pago; numa assinatura, os próximos débitos) antes de seguir para `completionUrl`; devolvida, a página diz quanto voltou, não "Pagamento confirmado!". No ambiente de teste, "Simular pagamento". Cabeçalhos: CSP sem script inline, `frame-ancestors 'none'`, `Referrer-Policy: no-referrer`, `Cache-Control: no-store`, `X-Content-Type-Options: nosniff`.
     *
     *     Pública: não exige chave.
     */
    get: operations['getPaymentPage'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/pay/{token}/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Situação do pagamento, para a página acompanhar
     * @description O que a página consulta para acompanhar o pagamento: situação (a do checkout, ou a da cobrança na página de uma cobrança), total, prazo e, depois do pagamento de um checkout, `completionUrl`. Sem dados do cliente nem metadados.
     *
     *     Pública: não exige chave.
     */
    get: operations['getPaymentStatus'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/pay/{token}/coupon': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Aplica um cupom informado pelo pagador
     * @description Aplica um cupom informado pelo pagador (só num checkout com `allowCoupons` e sem cupom ainda; a página de uma cobrança não aceita cupom: 400 `coupon_not_allowed`): novo total, nova cobrança Pix (mesmo prazo) e a anterior cancelada, numa só transação, e `checkout.updated`. Um código recusado é 400 nomeando `code`, com o motivo em `fields[].code`; depois de 10 recusados no mesmo checkout, 429.
     *
     *     Pública: não exige chave.
     */
    post: operations['applyPaymentPageCoupon'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/pay/{token}/simulate-payment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Simula o pagamento (só no ambiente de teste)
     * @description Só no ambiente de teste (404 em produção): paga, como o banco do pagador faria, a cobrança atual do checkout, o que conclui o checkout (uso do cupom e eventos na mesma transação), ou a cobrança da página (com vencimento, o valor de hoje). Sem corpo (ou `{}`).
     *
     *     Pública: não exige chave.
     */
    post: operations['simulatePaymentPagePayment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/pay-assets/{asset}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Script e estilos da página de pagamento
     * @description O script e a folha de estilos da página de pagamento.
     *
     *     Pública: não exige chave.
     */
    get: operations['getPaymentPageAsset'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Lista os eventos dos últimos 30 dias
     * @description Os eventos do lojista dos últimos 30 dias, do mais novo para o mais antigo, em páginas. Cada mudança de estado de cobranças e checkouts gera um evento na mesma transação que a mudança. Páginas por `cursor` também deixam de fora eventos com mais de 30 dias e trazem o total contado na primeira página.
     *
     *     Permissão: `READ_ONLY` ou `FULL_ACCESS`.
     */
    get: operations['listEvents'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/events/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Consulta um evento e suas entregas
     * @description Um evento dos últimos 30 dias, com uma entrega por endpoint que o assinava: situação, tentativas, último status HTTP e próxima tentativa.
     *
     *     Permissão: `READ_ONLY` ou `FULL_ACCESS`.
     */
    get: operations['getEvent'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/events/{id}/redeliver': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Reenvia as entregas falhas ou pendentes de um evento
     * @description Tenta de novo agora cada entrega do evento que falhou (`FAILED`) ou aguarda uma tentativa (`PENDING`): é a mesma entrega, com o mesmo `webhook-id`, e a tentativa conta em `attempts`. Se falhar, segue o calendário de novas tentativas de onde estava (depois da 8ª, nenhuma). Entregas `DELIVERED`, e uma cuja tentativa está em andamento, ficam como estão; sem nenhuma a reenviar a resposta é 202 com `redelivered: 0`. Não cria entregas para endpoints criados depois do evento. Sem corpo (ou `{}`). Pelo menos uma vez: um reenvio que cruza uma tentativa agendada não a faz correr duas vezes ao mesmo tempo, mas o receptor pode receber o evento de novo; deduplique por `webhook-id`.
     *
     *     Permissão: `FULL_ACCESS`.
     */
    post: operations['redeliverEvent'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/webhook-endpoints': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Lista os endpoints de webhook
     * @description Os endpoints não removidos do lojista, do mais novo para o mais antigo (nunca o segredo).
     *
     *     Permissão: `READ_ONLY` ou `FULL_ACCESS`.
     */
    get: operations['listWebhookEndpoints'];
    put?: never;
    /**
     * Cria um endpoint de webhook
     * @description Cria um endpoint `ENABLED` e devolve o segredo de assinatura (`secret`), mostrado só nesta resposta. Cada evento assinado é entregue por POST com os cabeçalhos do Standard Webhooks (`webhook-id` = id do evento, `webhook-timestamp`, `webhook-signature`), verificáveis com o pacote `standardwebhooks`. Um 2xx em até 10 s entrega; senão há novas tentativas depois de 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h e a entrega é dada como falha. Pelo menos uma vez: deduplique por `webhook-id`. No máximo 16 endpoints por lojista.
     *
     *     Permissão: `FULL_ACCESS`.
     */
    post: operations['createWebhookEndpoint'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/webhook-endpoints/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Consulta um endpoint de webhook
     * @description Um endpoint não removido do lojista (nunca o segredo).
     *
     *     Permissão: `READ_ONLY` ou `FULL_ACCESS`.
     */
    get: operations['getWebhookEndpoint'];
    /**
     * Atualiza um endpoint de webhook
     * @description Atualização parcial de `url`, `events`, `description` e `status` (`ENABLED`/`DISABLED`): ao menos um valor não nulo. Um endpoint `DISABLED` não recebe nada, nem as novas tentativas pendentes.
     *
     *     Permissão: `FULL_ACCESS`.
     */
    put: operations['updateWebhookEndpoint'];
    post?: never;
    /**
     * Remove um endpoint de webhook
     * @description Remoção: o endpoint não recebe mais nada, nem as novas tentativas pendentes.
     *
     *     Permissão: `FULL_ACCESS`.
     */
    delete: operations['deleteWebhookEndpoint'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/webhook-endpoints/{id}/test': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Testa um endpoint de webhook com um ping
     * @description Envia a este endpoint, e só a ele, um evento `ping` (`data` `{"endpointId"}`), assinado e entregue pelo mesmo caminho de toda entrega: fila, entregador, verificação do endereço e novas tentativas. Vai também a um endpoint `DISABLED` (para testá-lo antes de ativá-lo) e qualquer que seja o seu `events`. Sem corpo (ou `{}`). A resposta é o evento com a sua entrega `PENDING`; `GET /v1/events/{id}` mostra como ela terminou. O `ping` é guardado 30 dias como os outros eventos, mas não aparece em `GET /v1/events` nem nos totais.
     *
     *     Permissão: `FULL_ACCESS`.
     */
    post: operations['testWebhookEndpoint'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/webhook-endpoints/{id}/rotate-secret': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Troca o segredo de um endpoint de webhook
     * @description Gera um novo segredo de assinatura e o devolve (`secret`), só nesta resposta. O segredo anterior continua assinando por `expiresIn` segundos (de 0 a 86400; 86400 sem corpo): até lá toda entrega leva as duas assinaturas (`webhook-signature: v1,<anterior> v1,<novo>`), e o receptor que conhece qualquer um dos dois a verifica, então ele troca de segredo sem perder nenhuma entrega. Com 0 o anterior deixa de assinar na hora. Uma nova troca durante a sobreposição descarta o mais antigo: assinam no máximo dois, o atual e o que ele substituiu. Duas trocas ao mesmo tempo acontecem uma depois da outra, nenhuma se perde.
     *
     *     Permissão: `FULL_ACCESS`.
     */
    post: operations['rotateWebhookEndpointSecret'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ledger': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Lista os lançamentos do extrato
     * @description Cada movimento do dinheiro do lojista é um lançamento imutável, escrito na mesma transação que a mudança que o causa: PIX_RECEIVED quando uma cobrança, cobrança com vencimento ou ciclo de assinatura é paga (o valor pago), REFUND quando um estorno é concluído. Do mais novo para o mais antigo por `occurredAt`, em páginas por `cursor`; o total vem dos totais diários, sem contar os lançamentos.
     *
     *     Permissão: `READ_ONLY` ou `FULL_ACCESS`.
     */
    get: operations['listLedgerEntries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ledger/summary': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Totais do extrato por dia
     * @description Para cada dia de São Paulo com lançamentos no período (no máximo 366 dias): cada tipo de lançamento com `{count, amount}` e o `net` do dia; `total` na mesma forma. Lido dos totais diários mantidos na escrita de cada lançamento: o custo não cresce com o número de cobranças.
     *
     *     Permissão: `READ_ONLY` ou `FULL_ACCESS`.
     */
    get: operations['getLedgerSummary'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ledger/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Exporta o extrato em CSV
     * @description Os lançamentos do período em CSV (RFC 4180, UTF-8, com cabeçalho: id, type, amount, occurredAt, availableAt, createdAt, chargeId, refundId, payoutId, subscriptionId, endToEndId, txid, description), do mais novo para o mais antigo. Valores em reais com ponto decimal (`-1234.56`), datas ISO 8601 em UTC; uma célula de texto que começaria com `=`, `+`, `-` ou `@` recebe `'` na frente. No máximo 5000 linhas por resposta: a página seguinte vem no cabeçalho `Link: <…>; rel="next"`.
     *
     *     Permissão: `READ_ONLY` ou `FULL_ACCESS`.
     */
    get: operations['exportLedger'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/balance': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Saldo do lojista
     * @description O saldo segundo o extrato. No modo PLATFORM (hoje, todos os lojistas): `available` (o que pode ser repassado), `pending` (créditos antes de `availableAt`), `blocked` (retido pelo MED) e `inPayout` (em repasse). Em `test`, tudo o que foi pago fica disponível na hora.
     *
     *     Permissão: `READ_ONLY` ou `FULL_ACCESS`.
     */
    get: operations['getBalance'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ledger/simulate-incoming-pix': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Simula um Pix recebido sem cobrança (só no ambiente test)
     * @description Só no ambiente `test` (404 em `live`): um Pix para a chave do lojista que nenhuma cobrança pediu. Grava um lançamento PIX_RECEIVED com `chargeId` null e emite `pix.received` (com o lançamento), na mesma transação.
     *
     *     Permissão: `FULL_ACCESS`.
     */
    post: operations['simulateIncomingPix'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reconciliations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Lista as conciliações diárias
     * @description As conciliações do lojista com o PSP, uma por dia de São Paulo, da mais nova para a mais antiga. Cada dia é conciliado pela varredura diária (o dia anterior) ou por `POST /reconciliations/{date}/run`.
     *
     *     Permissão: `READ_ONLY` ou `FULL_ACCESS`.
     */
    get: operations['listReconciliations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reconciliations/{date}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Consulta a conciliação de um dia
     * @description A conciliação de um dia de São Paulo com os seus itens; 404 quando o dia não foi conciliado.
     *
     *     Permissão: `READ_ONLY` ou `FULL_ACCESS`.
     */
    get: operations['getReconciliation'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reconciliations/{date}/run': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Concilia um dia agora
     * @description Concilia de novo um dos últimos 90 dias de São Paulo (hoje incluído) com o PSP: lista os Pix recebidos no dia (`GET /pix` da API Pix, com margem nas pontas) e compara com o extrato. Um Pix de uma cobrança ainda pendente a liquida como o aviso teria feito; um Pix sem cobrança vira um lançamento PIX_RECEIVED sem cobrança (`pix.received`); um pagamento que o PSP não lista é uma divergência (nada é desfeito); cada devolução listada é casada com o estorno pelo id, e uma devolução pelo MED que o lojista não pediu é registrada como estorno de origem MED. Sem nada novo, responde a mesma conciliação e não emite evento; com algo novo, grava e emite `reconciliation.completed` na mesma transação. No ambiente `test` compara com o registro do próprio sandbox: MATCHED.
     *
     *     Permissão: `FULL_ACCESS`.
     */
    post: operations['runReconciliation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/payouts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Lista os repasses
     * @description Os repasses do lojista, do mais novo para o mais antigo, em páginas por `cursor`; filtro `status`.
     *
     *     Permissão: `READ_ONLY` ou `FULL_ACCESS`.
     */
    get: operations['listPayouts'];
    put?: never;
    /**
     * Cria um repasse do saldo disponível
     * @description Repassa o saldo disponível (modo PLATFORM) para a chave Pix de repasse do lojista. Sem `amount`, todo o disponível. O valor sai de `available` (e entra em `inPayout`) na mesma transação que cria o repasse, com o evento `payout.created`; mais do que o disponível é 400 `insufficient_balance`, menos de R$ 1,00 (100 centavos) é 400 `payout_below_minimum`. Um crédito recebido logo antes já pode ser repassado.
     *
     *     Permissão: `FULL_ACCESS`.
     */
    post: operations['createPayout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/payouts/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Consulta um repasse
     * @description Um repasse do lojista; de outro lojista ou desconhecido é 404.
     *
     *     Permissão: `READ_ONLY` ou `FULL_ACCESS`.
     */
    get: operations['getPayout'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/payouts/{id}/simulate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Simula o resultado de um repasse (só no ambiente test)
     * @description Só no ambiente `test` (404 em `live`): leva um repasse PENDING ou PROCESSING a PAID (com `payout.paid` e o lançamento PAYOUT no extrato) ou a FAILED (com `payout.failed`; o valor volta para `available`). Um repasse já PAID ou FAILED é 400 `payout_not_pending`.
     *
     *     Permissão: `FULL_ACCESS`.
     */
    post: operations['simulatePayout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/pix-connection': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Consulta a conexão com o PSP
     * @description O modo (PLATFORM ou OWN_ACCOUNT) e, com uma conexão, o PSP, a chave Pix, a conta recebedora, o client id, o sujeito e a validade do certificado, quando foi verificada e se o PSP está respondendo (`status`, `lastError`). Nunca um segredo nem a chave privada.
     *
     *     Permissão: `READ_ONLY` ou `FULL_ACCESS`.
     */
    get: operations['getPixConnection'];
    /**
     * Conecta o PSP do próprio lojista (OWN_ACCOUNT)
     * @description Só em `live`. Verifica antes de gravar, nesta ordem: o certificado de cliente e a chave, um token OAuth por mutual TLS, uma leitura no PSP (`GET /pix`), e o webhook de notificações registrado (`PUT /webhook/{chave}`) num endereço só desta conexão; com `account`, também os webhooks do Pix Automático (`PUT /webhookrec` e `PUT /webhookcobr`) no mesmo endereço. Uma etapa recusada é 400 `pix_connection_failed` com a etapa e a resposta do PSP, e nada é gravado. As credenciais são guardadas seladas (envelope com o serviço de chaves), nunca mostradas. Daí em diante as novas cobranças (e, com `account`, as novas assinaturas) são criadas no PSP do lojista; as já emitidas continuam no PSP que as emitiu. Uma nova conexão substitui a anterior.
     *
     *     Permissão: `FULL_ACCESS`.
     */
    put: operations['putPixConnection'];
    post?: never;
    /**
     * Desconecta o PSP do lojista
     * @description Volta a PLATFORM para as novas cobranças e assinaturas. As cobranças e assinaturas emitidas no PSP do lojista continuam lá: pagamento, ciclos, cancelamento, estorno e conferência seguem indo a ele.
     *
     *     Permissão: `FULL_ACCESS`.
     */
    delete: operations['deletePixConnection'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/psp/pix-webhook/{secret}/pix': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Recebe as notificações de Pix do PSP (API Pix)
     * @description Chamada pelo PSP, não pelo lojista (sem chave de API): o callback `listaPix` da API Pix 2.9.0 (`PUT /webhook/{chave}` registra `…/pix-webhook/{secret}` e o PSP acrescenta `/pix`). Só existe quando o provedor Pix é `api-pix`; um `secret` errado é 404, como uma rota inexistente. A notificação não basta: cada Pix é confirmado no PSP (`GET /pix/{e2eid}`), e o `txid` e o valor confirmados decidem. Um Pix confirmado paga a cobrança (`PENDING` → `PAID`, evento `charge.paid`); notificações repetidas ou fora de ordem não mudam nada; um Pix para cobrança cancelada, expirada, já paga ou de outro valor fica registrado para devolução; um `txid` desconhecido é registrado em log e aceito. 503 quando o PSP não confirma agora: o PSP reenvia.
     *
     *     Pública: não exige chave.
     */
    post: operations['receivePixNotice'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/psp/pix-webhook/{secret}/rec': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Recebe as notificações de recorrências do PSP (Pix Automático)
     * @description Chamada pelo PSP (callback `rec` da API Pix: `PUT /webhookrec` registra `…/pix-webhook/{secret}` e o PSP acrescenta `/rec`). Só existe com o provedor `api-pix`; um `secret` errado é 404. Cada `idRec` é confirmado no PSP (`GET /rec/{idRec}`) antes de mudar algo: `REJEITADA` recusa a assinatura que aguarda o pagador (`REJECTED`) ou cancela a ativa (`CANCELLED` por `PAYER`); `CANCELADA` pelo pagador ou seu PSP cancela por `PAYER`. A aprovação não muda nada aqui: o pagamento da cobrança da autorização ativa a assinatura. Repetidas não mudam nada; 503 quando o PSP não confirma agora.
     *
     *     Pública: não exige chave.
     */
    post: operations['receiveRecNotice'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/psp/pix-webhook/{secret}/cobr': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Recebe as notificações de cobranças recorrentes do PSP (Pix Automático)
     * @description Chamada pelo PSP (callback `cobr` da API Pix: `PUT /webhookcobr` registra `…/pix-webhook/{secret}` e o PSP acrescenta `/cobr`). Só existe com o provedor `api-pix`; um `secret` errado é 404. Cada `txid` é confirmado no PSP (`GET /cobr/{txid}`): cada tentativa paga ou rejeitada que o ciclo ainda não tem é registrada em ordem (`subscription.cycle.paid`, `.retrying`, `.failed`); uma rejeição com retentativa permitida deixa o pedido de retentativa para a varredura. Repetidas não mudam nada; 503 quando o PSP não confirma agora.
     *
     *     Pública: não exige chave.
     */
    post: operations['receiveCobrNotice'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/dashboard-sessions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Cria um link de acesso ao painel
     * @description Um link de acesso ao painel do lojista, válido uma vez e por 5 minutos, com a permissão da chave que o criou (qualquer chave). Abrir o link (GET) mostra o botão "Entrar"; enviá-lo cria a sessão (cookie `__Host-` `HttpOnly` `Secure` `SameSite=Strict`), que termina em 12 horas, depois de 1 hora sem uso, em "Sair" ou até 30 segundos depois da revogação da chave. Sem corpo (ou `{}`).
     *
     *     Permissão: `READ_ONLY` ou `FULL_ACCESS`.
     */
    post: operations['createDashboardSession'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/dashboard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Painel: Início (HTML)
     * @description Hoje e os últimos 30 dias (recebido, devolvido, MED, líquido), o gráfico do líquido por dia (SVG), cobranças pendentes, saldo e próximo repasse. Cabeçalhos da página de pagamento: CSP sem script inline, `frame-ancestors 'none'`, `Referrer-Policy: no-referrer`, `Cache-Control: no-store`, `X-Content-Type-Options: nosniff`.
     *
     *     Pública: não exige chave.
     */
    get: operations['getDashboardHome'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/dashboard/{section}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Painel: uma lista (HTML)
     * @description Cobranças (filtros `status`, `from` e `to` como em `GET /v1/charges`, e `q`), Checkouts, Assinaturas, Extrato, Conciliação, Repasses, Webhooks, Chaves e conta; `sign-in` explica como obter um link. Cabeçalhos da página de pagamento: CSP sem script inline, `frame-ancestors 'none'`, `Referrer-Policy: no-referrer`, `Cache-Control: no-store`, `X-Content-Type-Options: nosniff`.
     *
     *     Pública: não exige chave.
     */
    get: operations['getDashboardSection'];
    put?: never;
    /**
     * Painel: Sair, ou uma ação de uma lista
     * @description `/dashboard/sign-out` encerra a sessão; `/dashboard/payouts` solicita um repasse. Um formulário HTML (`application/x-www-form-urlencoded`) com `csrf` (o token da sessão), `action`, `step` (`confirm` mostra a confirmação; `do` executa) e `idempotencyKey` (fixada quando o formulário foi desenhado: enviar duas vezes executa uma). Só sessões FULL_ACCESS; sem o token, ou só leitura: 403 sem mudar nada.
     *
     *     Pública: não exige chave.
     */
    post: operations['postDashboardSection'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/dashboard/{section}/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Painel: um item, ou a página "Entrar" (HTML)
     * @description O detalhe de um item da seção; `/dashboard/sign-in/{token}` mostra "Entrar" e não faz login; `/dashboard/ledger/export` é o CSV do extrato; `/dashboard/assets/dashboard.css` a folha de estilos. Cabeçalhos da página de pagamento: CSP sem script inline, `frame-ancestors 'none'`, `Referrer-Policy: no-referrer`, `Cache-Control: no-store`, `X-Content-Type-Options: nosniff`.
     *
     *     Pública: não exige chave.
     */
    get: operations['getDashboardDetail'];
    put?: never;
    /**
     * Painel: Entrar, ou uma ação de um item
     * @description `/dashboard/sign-in/{token}` usa o link e cria a sessão (303 para `/dashboard` com o cookie); nas cobranças: devolução e cancelamento; nos checkouts: cancelamento; nos webhooks: reenvio de evento e evento de teste. Um formulário HTML (`application/x-www-form-urlencoded`) com `csrf` (o token da sessão), `action`, `step` (`confirm` mostra a confirmação; `do` executa) e `idempotencyKey` (fixada quando o formulário foi desenhado: enviar duas vezes executa uma). Só sessões FULL_ACCESS; sem o token, ou só leitura: 403 sem mudar nada.
     *
     *     Pública: não exige chave.
     */
    post: operations['postDashboardDetail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/openapi.json': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Documento OpenAPI 3.1 desta API
     * @description Este documento (OpenAPI 3.1), gerado da tabela de rotas e dos schemas de validação. Não exige chave.
     *
     *     Pública: não exige chave.
     */
    get: operations['getOpenApiDocument'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/docs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Referência da API (página HTML)
     * @description A referência navegável desta API (Swagger UI servido pela própria API; nada vem de outros hosts). Não exige chave.
     *
     *     Pública: não exige chave.
     */
    get: operations['getApiReference'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/docs/{asset}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Arquivos estáticos da página de referência
     * @description Os scripts e estilos da página de referência. Não exige chave.
     *
     *     Pública: não exige chave.
     */
    get: operations['getApiReferenceAsset'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    Coupon: {
      /**
       * Format: uuid
       * @description Identificador público do cupom.
       */
      id: string;
      /** @description Código, sem espaços nas pontas e em maiúsculas. */
      code: string;
      /** @enum {string} */
      type: 'PERCENTAGE' | 'FIXED_AMOUNT';
      /** @description PERCENTAGE: percentual inteiro de 1 a 100. FIXED_AMOUNT: desconto em reais (1990 centavos -> 19.9). */
      value: number;
      /** @description Limite de usos; null é ilimitado. */
      max_uses: number | null;
      /**
       * Format: int64
       * @description Usos registrados; começa em 0.
       */
      used_count: number;
      /** @description Início da validade, com o deslocamento do fuso do negócio. */
      starts_at: string | null;
      /** @description Fim da validade, com o deslocamento do fuso do negócio. */
      expires_at: string | null;
      /**
       * @description O que o lojista escolheu: `ACTIVE` ou `INACTIVE`. Se o cupom pode ser usado agora está em `availability`.
       * @enum {string}
       */
      status: 'ACTIVE' | 'INACTIVE';
      /**
       * @description Somente leitura, calculado no momento da resposta: `AVAILABLE` (pode ser usado agora), `INACTIVE` (`status` é `INACTIVE`), `NOT_YET_VALID` (antes de `starts_at`), `EXPIRED` (depois de `expires_at`) ou `EXHAUSTED` (`max_uses` atingido, contando os usos reservados por checkouts abertos). Quando mais de uma vale, a primeira nesta ordem: `INACTIVE`, `NOT_YET_VALID`, `EXPIRED`, `EXHAUSTED`.
       * @enum {string}
       */
      availability: 'AVAILABLE' | 'NOT_YET_VALID' | 'EXPIRED' | 'EXHAUSTED' | 'INACTIVE';
      /**
       * Format: date-time
       * @description Criação, em UTC.
       */
      created_at: string;
      /**
       * Format: date-time
       * @description Última alteração, em UTC.
       */
      updated_at: string;
    };
    Customer: {
      /**
       * Format: uuid
       * @description Identificador público; serve como `customerId` em `POST /checkouts`.
       */
      id: string;
      /** @description Nome normalizado (espaços aparados e colapsados, Unicode NFC). */
      name: string;
      /** @description E-mail em minúsculas. */
      email: string | null;
      /** @description CPF (11 dígitos) ou CNPJ (14 caracteres), sem formatação. */
      document: string | null;
      /** @description Telefone, só dígitos. */
      phone: string | null;
      /** @enum {string} */
      status: 'ACTIVE';
      /**
       * Format: date-time
       * @description Criação, em UTC.
       */
      created_at: string;
      /**
       * Format: date-time
       * @description Última alteração, em UTC.
       */
      updated_at: string;
    };
    Product: {
      /**
       * Format: uuid
       * @description Identificador público do produto.
       */
      id: string;
      /** @description Nome (Unicode NFC, sem espaços nas pontas). */
      name: string;
      /** @description Descrição; null quando não informada. */
      description: string | null;
      /** @description Preço em reais (1990 centavos -> 19.9). */
      price: number;
      /** @enum {string} */
      status: 'ACTIVE' | 'INACTIVE';
      /** @description Identificador da integração, como enviado; não muda depois da criação. */
      externalId: string | null;
      /**
       * Format: date-time
       * @description Criação, em UTC.
       */
      createdAt: string;
      /**
       * Format: date-time
       * @description Última alteração, em UTC.
       */
      updatedAt: string;
    };
    PageMetadata: {
      /**
       * Format: int64
       * @description Número da página, a partir de 0.
       */
      number: number;
      /**
       * Format: int32
       * @description Tamanho de página efetivo (no máximo 100).
       */
      size: number;
      /**
       * Format: int64
       * @description Total de itens, em todas as páginas.
       */
      totalElements: number;
      /**
       * Format: int64
       * @description Total de páginas.
       */
      totalPages: number;
      /** @description Nas listas com cursor: passe em `?cursor=` para ler a página seguinte (cada item é lido uma vez, qualquer que seja a profundidade). `null` depois da última página. Opaco e assinado: vale só para o mesmo lojista, a mesma lista e os mesmos filtros. */
      nextCursor?: string | null;
    };
    FieldError: {
      /** @description A propriedade como foi enviada (`max_uses`, `page`), ou `body`. */
      field: string;
      /** @description O problema, em português. */
      message: string;
      /**
       * @description A causa do problema deste campo, estável e legível por máquina (snake_case, em inglês): `required`, `too_small`, `control_character`… (a lista completa está em `error.code`).
       * @enum {string}
       */
      code:
        | 'invalid_request'
        | 'invalid_state'
        | 'malformed_json'
        | 'body_not_object'
        | 'body_required'
        | 'unauthorized'
        | 'forbidden'
        | 'resource_missing'
        | 'route_not_found'
        | 'method_not_allowed'
        | 'conflict'
        | 'payload_too_large'
        | 'unsupported_media_type'
        | 'rate_limited'
        | 'internal_error'
        | 'service_unavailable'
        | 'write_outcome_unknown'
        | 'value_taken'
        | 'required'
        | 'not_null'
        | 'unknown_property'
        | 'immutable'
        | 'invalid_type'
        | 'too_short'
        | 'too_long'
        | 'too_small'
        | 'too_big'
        | 'invalid_format'
        | 'invalid_date'
        | 'invalid_email'
        | 'invalid_value'
        | 'ill_formed_text'
        | 'control_character'
        | 'invisible_character'
        | 'no_values'
        | 'code_taken'
        | 'percentage_out_of_range'
        | 'max_uses_out_of_range'
        | 'max_uses_below_used'
        | 'expires_before_starts'
        | 'invalid_document'
        | 'invalid_phone'
        | 'empty_filter'
        | 'external_id_taken'
        | 'pix_key_missing'
        | 'invalid_cursor'
        | 'page_with_cursor'
        | 'customer_unusable'
        | 'charge_not_pending'
        | 'charge_expired'
        | 'charge_not_paid'
        | 'nothing_left_to_return'
        | 'refund_exceeds_remaining'
        | 'refund_window_closed'
        | 'refund_limit_reached'
        | 'charge_in_checkout'
        | 'checkout_not_payable'
        | 'pix_provider_unavailable'
        | 'expires_in_with_due_date'
        | 'due_date_required'
        | 'due_date_in_past'
        | 'due_date_too_far'
        | 'not_below_amount'
        | 'discount_after_due_date'
        | 'discount_order'
        | 'customer_without_document'
        | 'not_due_date_charge'
        | 'date_not_payable'
        | 'charge_in_subscription'
        | 'amount_due_above_maximum'
        | 'product_unusable'
        | 'coupon_unknown'
        | 'coupon_inactive'
        | 'coupon_not_started'
        | 'coupon_expired'
        | 'coupon_exhausted'
        | 'checkout_total_below_minimum'
        | 'checkout_total_too_large'
        | 'checkout_not_open'
        | 'max_uses_below_claimed'
        | 'coupon_not_allowed'
        | 'coupon_already_applied'
        | 'too_many_coupon_attempts'
        | 'start_date_too_soon'
        | 'end_date_before_start'
        | 'start_date_too_far'
        | 'end_date_too_far'
        | 'subscription_not_pending'
        | 'subscription_not_active'
        | 'subscription_ended'
        | 'pix_connection_without_account'
        | 'webhook_endpoint_limit'
        | 'invalid_url'
        | 'https_required'
        | 'url_not_allowed'
        | 'url_unresolvable'
        | 'invalid_date_range'
        | 'date_range_too_long'
        | 'reconciliation_date_out_of_range'
        | 'insufficient_balance'
        | 'payout_below_minimum'
        | 'payout_destination_missing'
        | 'payout_not_pending'
        | 'pix_connection_failed'
        | 'pix_connection_live_only'
        | 'invalid_idempotency_key'
        | 'idempotency_key_reused'
        | 'idempotency_in_progress'
        | 'idempotency_response_lost'
        | 'psp_request_refused';
      /** @description Só com `unknown_property`, quando há uma parecida: a propriedade conhecida que o cliente provavelmente quis enviar (`expiresIn` para `expires_in`, `max_uses` para `maxUses`, ou uma grafia próxima). */
      suggestion?: string;
    };
    Error: {
      /**
       * Format: date-time
       * @description Quando o erro aconteceu (RFC 3339, UTC).
       */
      timestamp: string;
      /**
       * Format: int32
       * @description O mesmo código HTTP da resposta.
       */
      status: number;
      /**
       * @description A causa do erro, estável e legível por máquina (snake_case, em inglês): decida por ela, não pela mensagem. Um código nunca muda de sentido; uma causa nova ganha um código novo.
       *
       *     - `invalid_request`: Um ou mais campos são inválidos (422); `fields` traz o código de cada problema.
       *     - `invalid_state`: A requisição conflita com o estado guardado (400).
       *     - `malformed_json`: O corpo não é JSON válido (400).
       *     - `body_not_object`: O corpo não é um objeto JSON (400).
       *     - `body_required`: O corpo é obrigatório nesta rota (400).
       *     - `unauthorized`: Chave ausente, inválida, revogada, expirada ou de outro ambiente (401).
       *     - `forbidden`: A chave não tem a permissão que a rota exige (403).
       *     - `resource_missing`: Recurso desconhecido, removido ou de outro lojista (404).
       *     - `route_not_found`: Rota desconhecida (404).
       *     - `method_not_allowed`: Caminho conhecido com um método que ele não aceita; `Allow` lista os que aceita (405).
       *     - `conflict`: Outra requisição igual ainda está em andamento (409).
       *     - `payload_too_large`: Corpo acima do limite (413).
       *     - `unsupported_media_type`: Content-Type diferente de JSON (415).
       *     - `rate_limited`: Tentativas demais (429).
       *     - `internal_error`: Falha interna (500).
       *     - `service_unavailable`: Banco de dados ou provedor indisponível; nada foi gravado, tente de novo (503).
       *     - `write_outcome_unknown`: O banco de dados falhou depois de uma gravação que pode ter acontecido; repita com a mesma Idempotency-Key (503).
       *     - `value_taken`: Um valor único já pertence a outro item (400).
       *     - `required`: Campo obrigatório ausente.
       *     - `not_null`: O campo não aceita null.
       *     - `unknown_property`: Propriedade que a rota não aceita.
       *     - `immutable`: Propriedade que não pode ser alterada depois da criação.
       *     - `invalid_type`: Tipo errado (texto no lugar de número, fração onde se espera inteiro de centavos…).
       *     - `too_short`: Texto mais curto que o mínimo (ou vazio).
       *     - `too_long`: Texto mais longo que o máximo.
       *     - `too_small`: Número abaixo do mínimo (valores em dinheiro: em centavos).
       *     - `too_big`: Número acima do máximo (valores em dinheiro: em centavos).
       *     - `invalid_format`: Formato inválido (datas: yyyy-MM-dd, yyyy-MM-ddTHH:mm:ss ou RFC 3339 com deslocamento).
       *     - `invalid_date`: Data inexistente no calendário.
       *     - `invalid_email`: E-mail inválido.
       *     - `invalid_value`: Valor fora dos permitidos (enumerações e regras sem código próprio).
       *     - `ill_formed_text`: Texto com Unicode malformado (surrogate isolado).
       *     - `control_character`: Texto com caractere de controle (U+0000 a U+001F, U+007F a U+009F).
       *     - `invisible_character`: Código de cupom com caractere invisível (largura zero, controle de direção do texto ou outro de formatação) (422).
       *     - `no_values`: Atualização sem nenhum campo com valor não nulo.
       *     - `code_taken`: Já existe um cupom com este código.
       *     - `percentage_out_of_range`: Cupom PERCENTAGE com valor fora de 1 a 100 (422; 400 se só o cupom gravado revela).
       *     - `max_uses_out_of_range`: max_uses diferente de -1 e menor que 1.
       *     - `max_uses_below_used`: max_uses abaixo dos usos já registrados (400).
       *     - `expires_before_starts`: expires_at não é posterior a starts_at (422; 400 se só o cupom gravado revela).
       *     - `invalid_document`: CPF ou CNPJ inválido.
       *     - `invalid_phone`: Telefone sem 10 a 13 dígitos.
       *     - `empty_filter`: Filtro sem nenhum caractere que possa coincidir (só formatação).
       *     - `external_id_taken`: Já existe um produto com este externalId.
       *     - `pix_key_missing`: O lojista não tem chave Pix cadastrada; no ambiente live nenhuma cobrança é criada (400).
       *     - `invalid_cursor`: O cursor não é um nextCursor desta lista, deste lojista e destes filtros (422).
       *     - `page_with_cursor`: page diferente de 0 junto com cursor (422).
       *     - `customer_unusable`: O `customerId` informado não é um cliente ativo do lojista (400).
       *     - `charge_not_pending`: A cobrança já saiu de PENDING (paga, cancelada ou estornada) (400).
       *     - `charge_expired`: A cobrança venceu: não pode mais ser paga nem cancelada (400).
       *     - `charge_not_paid`: Só uma cobrança PAID ou PARTIALLY_REFUNDED pode ser estornada ou ter uma devolução MED simulada (400).
       *     - `nothing_left_to_return`: A cobrança já foi estornada ou devolvida por inteiro: não resta nada para uma devolução MED (400).
       *     - `refund_exceeds_remaining`: O valor do estorno (ou da devolução MED) passa do que resta a estornar (400; também em `fields`).
       *     - `refund_window_closed`: O pagamento tem mais de 90 dias: o Pix não pode mais ser devolvido (400).
       *     - `refund_limit_reached`: A cobrança já tem o máximo de estornos (400).
       *     - `charge_in_checkout`: A cobrança pertence a um checkout: cancele pelo checkout (400).
       *     - `checkout_not_payable`: O checkout da cobrança não aceita mais pagamento (400).
       *     - `pix_provider_unavailable`: Nenhum provedor Pix configurado neste ambiente (503).
       *     - `expires_in_with_due_date`: `expiresIn` junto com `dueDate`: uma cobrança com vencimento não expira em segundos.
       *     - `due_date_required`: Campo de cobrança com vencimento (`fine`, `interest`…) sem `dueDate`.
       *     - `due_date_in_past`: `dueDate` anterior a hoje (fuso do negócio).
       *     - `due_date_too_far`: `dueDate` além do limite de dias a partir de hoje.
       *     - `not_below_amount`: Desconto ou abatimento igual ou maior que o valor da cobrança (ou que 100%).
       *     - `discount_after_due_date`: Data de desconto depois de `dueDate`.
       *     - `discount_order`: Datas de desconto repetidas, ou desconto que cresce com a data.
       *     - `customer_without_document`: Cobrança com vencimento para um cliente sem CPF/CNPJ (400).
       *     - `not_due_date_charge`: A rota só vale para cobranças com vencimento (400).
       *     - `date_not_payable`: A data não é um dia em que a cobrança pode ser paga: de hoje ao último dia (400).
       *     - `charge_in_subscription`: A cobrança autoriza uma assinatura: cancele pela assinatura (400).
       *     - `amount_due_above_maximum`: Com a multa e os juros, o valor devido passaria do máximo de uma cobrança (R$ 1.000.000,00) até o último dia de pagamento (422).
       *     - `product_unusable`: Um item cita um produto desconhecido, removido, inativo ou de outro lojista (400).
       *     - `coupon_unknown`: Nenhum cupom do lojista tem este código (400); na página de pagamento, também um cupom inativo ou ainda não válido.
       *     - `coupon_inactive`: O cupom está inativo (400).
       *     - `coupon_not_started`: O cupom ainda não começou a valer (400).
       *     - `coupon_expired`: O cupom já expirou (400).
       *     - `coupon_exhausted`: O cupom não tem mais usos: usados mais reservados por checkouts abertos chegaram a max_uses (400).
       *     - `checkout_total_below_minimum`: Com o desconto, o total fica abaixo de R$ 1,00 (400).
       *     - `checkout_total_too_large`: O total passa do máximo de uma cobrança Pix (400).
       *     - `checkout_not_open`: O checkout já foi pago, expirou ou foi cancelado (400).
       *     - `max_uses_below_claimed`: max_uses abaixo dos usos registrados mais os reservados por checkouts abertos (400).
       *     - `coupon_not_allowed`: A página deste checkout não aceita cupom (400).
       *     - `coupon_already_applied`: O checkout já tem um cupom (400).
       *     - `too_many_coupon_attempts`: Códigos de cupom recusados demais neste checkout (429).
       *     - `start_date_too_soon`: `startDate` a menos de 3 dias de hoje (fuso do negócio).
       *     - `end_date_before_start`: `endDate` não é posterior a `startDate`.
       *     - `start_date_too_far`: `startDate` a mais de 1826 dias (5 anos) de hoje.
       *     - `end_date_too_far`: `endDate` a mais de 36525 dias (100 anos) de hoje.
       *     - `subscription_not_pending`: A assinatura não aguarda mais autorização (400).
       *     - `subscription_not_active`: A assinatura não está ACTIVE (400).
       *     - `subscription_ended`: A assinatura já terminou: REJECTED, EXPIRED, CANCELLED ou COMPLETED (400).
       *     - `pix_connection_without_account`: O PSP do próprio lojista está conectado sem a conta recebedora (`account`) que as cobranças recorrentes indicam: conecte de novo com ela (409).
       *     - `webhook_endpoint_limit`: O lojista já tem 16 endpoints de webhook (400).
       *     - `invalid_url`: A URL do endpoint não é uma URL http ou https válida (campo `url`).
       *     - `https_required`: A URL do endpoint deve usar https; só o servidor local (`npm start`) aceita http (campo `url`).
       *     - `url_not_allowed`: A URL do endpoint resolve para um endereço privado, local, CGNAT, de metadados ou reservado (campo `url`).
       *     - `url_unresolvable`: O nome do servidor da URL do endpoint não foi encontrado (campo `url`).
       *     - `invalid_date_range`: O período pedido termina antes de começar (`to` anterior a `from`) (422, em `fields`).
       *     - `date_range_too_long`: O período pedido passa do máximo de dias da rota (422, em `fields`).
       *     - `reconciliation_date_out_of_range`: A data pedida não é um dia `yyyy-MM-dd` entre hoje e 90 dias atrás (horário de São Paulo) (400).
       *     - `insufficient_balance`: O valor pedido passa do saldo disponível para repasse (400).
       *     - `payout_below_minimum`: O repasse é menor que o mínimo de R$ 1,00 (400; também em `fields`).
       *     - `payout_destination_missing`: O lojista não tem chave Pix de repasse cadastrada (400).
       *     - `payout_not_pending`: O repasse já terminou (PAID ou FAILED): não pode ser simulado de novo (400).
       *     - `pix_connection_failed`: O PSP não aceitou a conexão: a mensagem diz a etapa que falhou (certificado, token OAuth, leitura, registro do webhook) e a resposta do PSP, nunca um segredo; nada foi gravado (400).
       *     - `pix_connection_live_only`: A conexão com o PSP do próprio lojista existe só em `live`; em `test` o ambiente de testes atende a todos (400).
       *     - `invalid_idempotency_key`: O cabeçalho Idempotency-Key não tem de 1 a 255 caracteres ASCII imprimíveis (422).
       *     - `idempotency_key_reused`: A Idempotency-Key já foi usada com outro caminho ou outro corpo (422).
       *     - `idempotency_in_progress`: A primeira requisição com esta Idempotency-Key ainda está em andamento (409).
       *     - `idempotency_response_lost`: A operação desta Idempotency-Key foi feita, mas sua resposta não pode mais ser dada (em geral porque o recurso que ela criou ou alterou foi removido depois); não será repetida (409).
       *     - `psp_request_refused`: O PSP recusou a operação (configuração da integração API Pix); nada foi gravado (503).
       * @enum {string}
       */
      code:
        | 'invalid_request'
        | 'invalid_state'
        | 'malformed_json'
        | 'body_not_object'
        | 'body_required'
        | 'unauthorized'
        | 'forbidden'
        | 'resource_missing'
        | 'route_not_found'
        | 'method_not_allowed'
        | 'conflict'
        | 'payload_too_large'
        | 'unsupported_media_type'
        | 'rate_limited'
        | 'internal_error'
        | 'service_unavailable'
        | 'write_outcome_unknown'
        | 'value_taken'
        | 'required'
        | 'not_null'
        | 'unknown_property'
        | 'immutable'
        | 'invalid_type'
        | 'too_short'
        | 'too_long'
        | 'too_small'
        | 'too_big'
        | 'invalid_format'
        | 'invalid_date'
        | 'invalid_email'
        | 'invalid_value'
        | 'ill_formed_text'
        | 'control_character'
        | 'invisible_character'
        | 'no_values'
        | 'code_taken'
        | 'percentage_out_of_range'
        | 'max_uses_out_of_range'
        | 'max_uses_below_used'
        | 'expires_before_starts'
        | 'invalid_document'
        | 'invalid_phone'
        | 'empty_filter'
        | 'external_id_taken'
        | 'pix_key_missing'
        | 'invalid_cursor'
        | 'page_with_cursor'
        | 'customer_unusable'
        | 'charge_not_pending'
        | 'charge_expired'
        | 'charge_not_paid'
        | 'nothing_left_to_return'
        | 'refund_exceeds_remaining'
        | 'refund_window_closed'
        | 'refund_limit_reached'
        | 'charge_in_checkout'
        | 'checkout_not_payable'
        | 'pix_provider_unavailable'
        | 'expires_in_with_due_date'
        | 'due_date_required'
        | 'due_date_in_past'
        | 'due_date_too_far'
        | 'not_below_amount'
        | 'discount_after_due_date'
        | 'discount_order'
        | 'customer_without_document'
        | 'not_due_date_charge'
        | 'date_not_payable'
        | 'charge_in_subscription'
        | 'amount_due_above_maximum'
        | 'product_unusable'
        | 'coupon_unknown'
        | 'coupon_inactive'
        | 'coupon_not_started'
        | 'coupon_expired'
        | 'coupon_exhausted'
        | 'checkout_total_below_minimum'
        | 'checkout_total_too_large'
        | 'checkout_not_open'
        | 'max_uses_below_claimed'
        | 'coupon_not_allowed'
        | 'coupon_already_applied'
        | 'too_many_coupon_attempts'
        | 'start_date_too_soon'
        | 'end_date_before_start'
        | 'start_date_too_far'
        | 'end_date_too_far'
        | 'subscription_not_pending'
        | 'subscription_not_active'
        | 'subscription_ended'
        | 'pix_connection_without_account'
        | 'webhook_endpoint_limit'
        | 'invalid_url'
        | 'https_required'
        | 'url_not_allowed'
        | 'url_unresolvable'
        | 'invalid_date_range'
        | 'date_range_too_long'
        | 'reconciliation_date_out_of_range'
        | 'insufficient_balance'
        | 'payout_below_minimum'
        | 'payout_destination_missing'
        | 'payout_not_pending'
        | 'pix_connection_failed'
        | 'pix_connection_live_only'
        | 'invalid_idempotency_key'
        | 'idempotency_key_reused'
        | 'idempotency_in_progress'
        | 'idempotency_response_lost'
        | 'psp_request_refused';
      /** @description Mensagem legível, em português. */
      message: string;
      /** @description O caminho da requisição como enviado, com `/v1`. */
      path: string;
      /** @description Problemas por campo (todos de uma vez); null quando o erro não é de um campo. */
      fields: components['schemas']['FieldError'][] | null;
    };
    ErrorResponse: {
      data: null;
      /** @constant */
      success: false;
      error: components['schemas']['Error'];
    };
    CouponResponse: {
      data: components['schemas']['Coupon'];
      /** @constant */
      success: true;
      error: null;
    };
    CouponPageResponse: {
      data: {
        /** @description Os itens da página, do mais novo para o mais antigo. */
        content: components['schemas']['Coupon'][];
        page: components['schemas']['PageMetadata'];
      };
      /** @constant */
      success: true;
      error: null;
    };
    CustomerResponse: {
      data: components['schemas']['Customer'];
      /** @constant */
      success: true;
      error: null;
    };
    CustomerPageResponse: {
      data: {
        /** @description Os itens da página, do mais novo para o mais antigo. */
        content: components['schemas']['Customer'][];
        page: components['schemas']['PageMetadata'];
      };
      /** @constant */
      success: true;
      error: null;
    };
    ProductResponse: {
      data: components['schemas']['Product'];
      /** @constant */
      success: true;
      error: null;
    };
    ProductPageResponse: {
      data: {
        /** @description Os itens da página, do mais novo para o mais antigo. */
        content: components['schemas']['Product'][];
        page: components['schemas']['PageMetadata'];
      };
      /** @constant */
      success: true;
      error: null;
    };
    ChargeResponse: {
      data: {
        /**
         * Format: uuid
         * @description Identificador público da cobrança.
         */
        id: string;
        /**
         * @description Meio de pagamento: sempre `PIX`.
         * @constant
         */
        method: 'PIX';
        /** @description Valor em reais (1990 centavos -> 19.9). */
        amount: number;
        /**
         * @description Situação: `PENDING` aguarda pagamento; `PAID` paga; `EXPIRED` venceu sem pagamento (uma cobrança pendente passa a `EXPIRED` no instante `expiresAt`); `CANCELLED` cancelada; `PARTIALLY_REFUNDED` estornada em parte; `REFUNDED` estornada por inteiro.
         * @enum {string}
         */
        status: 'PENDING' | 'PAID' | 'EXPIRED' | 'CANCELLED' | 'PARTIALLY_REFUNDED' | 'REFUNDED';
        /** @description Texto mostrado ao pagador; null quando não informado. */
        description: string | null;
        /** @description O cliente da cobrança, ou null. */
        customerId: string | null;
        /** @description O checkout a que a cobrança pertence, ou null (cobrança avulsa). */
        checkoutId: string | null;
        /** @description A assinatura que esta cobrança autoriza (o primeiro ciclo, pago junto com a autorização do Pix Automático), ou null. */
        subscriptionId: string | null;
        pix: {
          /** @description O BR Code "copia e cola" (padrão EMV do Banco Central). */
          brCode: string;
          /** @description Identificador da transação Pix (letras e dígitos), único. */
          txid: string;
          /** @description O BR Code como QR code: imagem PNG em data URL (não vem nas listas). */
          qrCode: string;
        };
        /** @description A página onde o pagador paga esta cobrança (`<base pública>/pay/<token>`): a do checkout, se a cobrança é de um checkout, senão a sua própria. Vem em toda resposta da API; os eventos trazem null (ficam guardados, e o link é a credencial do pagador). Null também em cobranças criadas antes de a API guardar o link. */
        paymentUrl: string | null;
        /**
         * Format: date-time
         * @description Vencimento, em UTC.
         */
        expiresAt: string;
        /** @description Pagamento, em UTC; null se não paga. */
        paidAt: string | null;
        /** @description Cancelamento, em UTC; null se não cancelada. */
        cancelledAt: string | null;
        /** @description Quando o valor inteiro ficou estornado, em UTC; null se não está. */
        refundedAt: string | null;
        /** @description A soma dos estornos que não falharam (os do lojista e as devoluções MED), em reais. */
        refundedAmount: number;
        /** @description Os estornos da cobrança, na ordem em que foram feitos. */
        refunds: {
          /**
           * Format: uuid
           * @description Identificador do estorno.
           */
          id: string;
          /** @description Valor estornado, em reais. */
          amount: number;
          /** @description O motivo informado; null quando não informado. */
          reason: string | null;
          /**
           * @description `PENDING` enquanto o PSP processa a devolução (só em `live`); `SUCCEEDED` devolvido ao pagador; `FAILED` não realizado (o valor volta a poder ser estornado).
           * @enum {string}
           */
          status: 'PENDING' | 'SUCCEEDED' | 'FAILED';
          /**
           * @description `MERCHANT`: um estorno pedido pelo lojista; `MED`: o banco do pagador tirou o valor de volta pelo MED (Mecanismo Especial de Devolução).
           * @enum {string}
           */
          origin: 'MERCHANT' | 'MED';
          /** @description Numa devolução MED, o motivo: `OPERATIONAL_FAILURE` (falha operacional), `FRAUD` (fraude) ou `PIX_AUTOMATICO` (Pix Automático); null num estorno do lojista. */
          medNature: ('OPERATIONAL_FAILURE' | 'FRAUD' | 'PIX_AUTOMATICO') | null;
          /**
           * Format: date-time
           * @description Pedido do estorno (numa devolução MED, quando o dinheiro saiu), em UTC.
           */
          createdAt: string;
          /**
           * Format: date-time
           * @description Última mudança do estorno, em UTC.
           */
          updatedAt: string;
        }[];
        /** @description Vencimento (AAAA-MM-DD, fuso do negócio); null numa cobrança imediata. */
        dueDate: string | null;
        /** @description Dias depois do vencimento em que ainda se paga (com multa e juros); null se imediata. */
        daysAfterDue: number | null;
        /** @description Multa, uma vez, a partir do dia seguinte ao vencimento; null se não há. */
        fine: {
          /** @enum {string} */
          type: 'FIXED' | 'PERCENTAGE';
          /** @description `FIXED*`: reais (como todo dinheiro nas respostas); `PERCENTAGE*`: pontos-base (`250` = 2,50%). */
          value: number;
        } | null;
        /** @description Juros por dia de atraso; null se não há. */
        interest: {
          /** @enum {string} */
          type: 'FIXED_PER_DAY' | 'PERCENTAGE_PER_DAY' | 'PERCENTAGE_PER_MONTH' | 'PERCENTAGE_PER_YEAR';
          /**
           * @description Conta dias corridos ou só dias úteis bancários.
           * @enum {string}
           */
          days: 'CALENDAR' | 'BUSINESS';
          /** @description `FIXED*`: reais (como todo dinheiro nas respostas); `PERCENTAGE*`: pontos-base (`250` = 2,50%). */
          value: number;
        } | null;
        /** @description Descontos por pagamento até cada data (vale a mais próxima a partir do dia); null se não há. */
        discount: {
          /** @enum {string} */
          type: 'FIXED' | 'PERCENTAGE';
          until: {
            /** Format: date */
            date: string;
            /** @description `FIXED*`: reais (como todo dinheiro nas respostas); `PERCENTAGE*`: pontos-base (`250` = 2,50%). */
            value: number;
          }[];
        } | null;
        /** @description Abatimento, sempre deduzido; null se não há. */
        rebate: {
          /** @enum {string} */
          type: 'FIXED' | 'PERCENTAGE';
          /** @description `FIXED*`: reais (como todo dinheiro nas respostas); `PERCENTAGE*`: pontos-base (`250` = 2,50%). */
          value: number;
        } | null;
        /** @description Pendente depois do vencimento (`dueDate`). */
        overdue: boolean;
        amountToday: number | null;
        paidAmount: number | null;
        /** @description Os metadados do lojista, exatamente como enviados (`{}` quando ausentes). */
        metadata: {
          [key: string]: string;
        };
        /**
         * Format: date-time
         * @description Criação, em UTC.
         */
        createdAt: string;
        /**
         * Format: date-time
         * @description Última mudança, em UTC (de uma cobrança vencida: o seu `expiresAt`).
         */
        updatedAt: string;
      };
      /** @constant */
      success: true;
      error: null;
    };
    ChargePageResponse: {
      data: {
        /** @description Os itens da página, do mais novo para o mais antigo. */
        content: {
          /**
           * Format: uuid
           * @description Identificador público da cobrança.
           */
          id: string;
          /**
           * @description Meio de pagamento: sempre `PIX`.
           * @constant
           */
          method: 'PIX';
          /** @description Valor em reais (1990 centavos -> 19.9). */
          amount: number;
          /**
           * @description Situação: `PENDING` aguarda pagamento; `PAID` paga; `EXPIRED` venceu sem pagamento (uma cobrança pendente passa a `EXPIRED` no instante `expiresAt`); `CANCELLED` cancelada; `PARTIALLY_REFUNDED` estornada em parte; `REFUNDED` estornada por inteiro.
           * @enum {string}
           */
          status: 'PENDING' | 'PAID' | 'EXPIRED' | 'CANCELLED' | 'PARTIALLY_REFUNDED' | 'REFUNDED';
          /** @description Texto mostrado ao pagador; null quando não informado. */
          description: string | null;
          /** @description O cliente da cobrança, ou null. */
          customerId: string | null;
          /** @description O checkout a que a cobrança pertence, ou null (cobrança avulsa). */
          checkoutId: string | null;
          /** @description A assinatura que esta cobrança autoriza (o primeiro ciclo, pago junto com a autorização do Pix Automático), ou null. */
          subscriptionId: string | null;
          /** @description Os dados Pix da cobrança. */
          pix: {
            /** @description O BR Code "copia e cola" (padrão EMV do Banco Central). */
            brCode: string;
            /** @description Identificador da transação Pix (letras e dígitos), único. */
            txid: string;
          };
          /** @description A página onde o pagador paga esta cobrança (`<base pública>/pay/<token>`): a do checkout, se a cobrança é de um checkout, senão a sua própria. Vem em toda resposta da API; os eventos trazem null (ficam guardados, e o link é a credencial do pagador). Null também em cobranças criadas antes de a API guardar o link. */
          paymentUrl: string | null;
          /**
           * Format: date-time
           * @description Vencimento, em UTC.
           */
          expiresAt: string;
          /** @description Pagamento, em UTC; null se não paga. */
          paidAt: string | null;
          /** @description Cancelamento, em UTC; null se não cancelada. */
          cancelledAt: string | null;
          /** @description Quando o valor inteiro ficou estornado, em UTC; null se não está. */
          refundedAt: string | null;
          /** @description A soma dos estornos que não falharam (os do lojista e as devoluções MED), em reais. */
          refundedAmount: number;
          /** @description Os estornos da cobrança, na ordem em que foram feitos. */
          refunds: {
            /**
             * Format: uuid
             * @description Identificador do estorno.
             */
            id: string;
            /** @description Valor estornado, em reais. */
            amount: number;
            /** @description O motivo informado; null quando não informado. */
            reason: string | null;
            /**
             * @description `PENDING` enquanto o PSP processa a devolução (só em `live`); `SUCCEEDED` devolvido ao pagador; `FAILED` não realizado (o valor volta a poder ser estornado).
             * @enum {string}
             */
            status: 'PENDING' | 'SUCCEEDED' | 'FAILED';
            /**
             * @description `MERCHANT`: um estorno pedido pelo lojista; `MED`: o banco do pagador tirou o valor de volta pelo MED (Mecanismo Especial de Devolução).
             * @enum {string}
             */
            origin: 'MERCHANT' | 'MED';
            /** @description Numa devolução MED, o motivo: `OPERATIONAL_FAILURE` (falha operacional), `FRAUD` (fraude) ou `PIX_AUTOMATICO` (Pix Automático); null num estorno do lojista. */
            medNature: ('OPERATIONAL_FAILURE' | 'FRAUD' | 'PIX_AUTOMATICO') | null;
            /**
             * Format: date-time
             * @description Pedido do estorno (numa devolução MED, quando o dinheiro saiu), em UTC.
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description Última mudança do estorno, em UTC.
             */
            updatedAt: string;
          }[];
          /** @description Vencimento (AAAA-MM-DD, fuso do negócio); null numa cobrança imediata. */
          dueDate: string | null;
          /** @description Dias depois do vencimento em que ainda se paga (com multa e juros); null se imediata. */
          daysAfterDue: number | null;
          /** @description Multa, uma vez, a partir do dia seguinte ao vencimento; null se não há. */
          fine: {
            /** @enum {string} */
            type: 'FIXED' | 'PERCENTAGE';
            /** @description `FIXED*`: reais (como todo dinheiro nas respostas); `PERCENTAGE*`: pontos-base (`250` = 2,50%). */
            value: number;
          } | null;
          /** @description Juros por dia de atraso; null se não há. */
          interest: {
            /** @enum {string} */
            type: 'FIXED_PER_DAY' | 'PERCENTAGE_PER_DAY' | 'PERCENTAGE_PER_MONTH' | 'PERCENTAGE_PER_YEAR';
            /**
             * @description Conta dias corridos ou só dias úteis bancários.
             * @enum {string}
             */
            days: 'CALENDAR' | 'BUSINESS';
            /** @description `FIXED*`: reais (como todo dinheiro nas respostas); `PERCENTAGE*`: pontos-base (`250` = 2,50%). */
            value: number;
          } | null;
          /** @description Descontos por pagamento até cada data (vale a mais próxima a partir do dia); null se não há. */
          discount: {
            /** @enum {string} */
            type: 'FIXED' | 'PERCENTAGE';
            until: {
              /** Format: date */
              date: string;
              /** @description `FIXED*`: reais (como todo dinheiro nas respostas); `PERCENTAGE*`: pontos-base (`250` = 2,50%). */
              value: number;
            }[];
          } | null;
          /** @description Abatimento, sempre deduzido; null se não há. */
          rebate: {
            /** @enum {string} */
            type: 'FIXED' | 'PERCENTAGE';
            /** @description `FIXED*`: reais (como todo dinheiro nas respostas); `PERCENTAGE*`: pontos-base (`250` = 2,50%). */
            value: number;
          } | null;
          /** @description Pendente depois do vencimento (`dueDate`). */
          overdue: boolean;
          amountToday: number | null;
          paidAmount: number | null;
          /** @description Os metadados do lojista, exatamente como enviados (`{}` quando ausentes). */
          metadata: {
            [key: string]: string;
          };
          /**
           * Format: date-time
           * @description Criação, em UTC.
           */
          createdAt: string;
          /**
           * Format: date-time
           * @description Última mudança, em UTC (de uma cobrança vencida: o seu `expiresAt`).
           */
          updatedAt: string;
        }[];
        page: components['schemas']['PageMetadata'];
      };
      /** @constant */
      success: true;
      error: null;
    };
    ChargeAmountResponse: {
      data: {
        /**
         * Format: date
         * @description O dia (AAAA-MM-DD, fuso do negócio).
         */
        date: string;
        /** @description O valor original, em reais. */
        original: number;
        /** @description Abatimento, em reais. */
        rebate: number;
        /** @description Desconto por antecipação do dia, em reais. */
        discount: number;
        /** @description Multa, em reais. */
        fine: number;
        /** @description Juros, em reais. */
        interest: number;
        /** @description O valor a pagar nesse dia (nunca menos de R$ 0,01), em reais. */
        total: number;
      };
      /** @constant */
      success: true;
      error: null;
    };
    CheckoutResponse: {
      data: {
        /**
         * Format: uuid
         * @description Identificador público do checkout.
         */
        id: string;
        /** @description A página de pagamento (`<base pública>/pay/<token>`), na criação, na consulta e nas listas enquanto o checkout existir. Os eventos trazem null (ficam guardados, e o link é a credencial do pagador), e também checkouts criados antes de a API guardar o link. */
        url: string | null;
        /** @description O código Pix da cobrança atual e o seu QR Code, para quem monta a própria página. */
        pix: {
          /** @description O BR Code "copia e cola" (padrão EMV do Banco Central). */
          brCode: string;
          /** @description Identificador da transação Pix (letras e dígitos), único. */
          txid: string;
          /** @description O BR Code como QR code: imagem PNG em data URL (não vem nas listas). */
          qrCode: string;
        } | null;
        /**
         * @description OPEN, COMPLETED (pago), EXPIRED (prazo vencido sem pagamento) ou CANCELLED.
         * @enum {string}
         */
        status: 'OPEN' | 'COMPLETED' | 'EXPIRED' | 'CANCELLED';
        /** @description Os itens, com os preços fixados na criação. */
        items: {
          /**
           * Format: uuid
           * @description O produto.
           */
          productId: string;
          /** @description externalId do produto na criação. */
          externalId: string | null;
          /** @description Nome do produto na criação. */
          name: string;
          /** @description Preço unitário na criação, em reais. */
          unitPrice: number;
          /**
           * Format: int32
           * @description Quantidade.
           */
          quantity: number;
          /** @description Preço unitário × quantidade, em reais. */
          amount: number;
        }[];
        /** @description Soma dos itens, em reais. */
        subtotal: number;
        /** @description Desconto do cupom, em reais. */
        discount: number;
        /** @description subtotal − discount: o valor da cobrança Pix, em reais. */
        total: number;
        /** @description O cupom aplicado, ou null. */
        coupon: {
          /**
           * Format: uuid
           * @description O cupom.
           */
          id: string;
          /** @description O código. */
          code: string;
          /** @enum {string} */
          type: 'PERCENTAGE' | 'FIXED_AMOUNT';
          /** @description PERCENTAGE: percentual; FIXED_AMOUNT: reais. */
          value: number;
        } | null;
        /** @description O cliente, ou null. */
        customerId: string | null;
        /** @description Se a página oferece o campo de cupom. */
        allowCoupons: boolean;
        /** @description Link de volta para a loja, mostrado na página. */
        returnUrl: string | null;
        /** @description Para onde a página leva o pagador depois do pagamento. */
        completionUrl: string | null;
        /**
         * Format: uuid
         * @description A cobrança Pix atual do checkout.
         */
        chargeId: string;
        /**
         * Format: date-time
         * @description Fim do prazo para pagar, em UTC.
         */
        expiresAt: string;
        /** @description Quando foi pago, em UTC. */
        completedAt: string | null;
        /** @description Quando foi cancelado, em UTC. */
        cancelledAt: string | null;
        /** @description Os metadados do lojista, exatamente como enviados (`{}` quando ausentes). */
        metadata: {
          [key: string]: string;
        };
        /**
         * Format: date-time
         * @description Criação, em UTC.
         */
        createdAt: string;
        /**
         * Format: date-time
         * @description Última alteração, em UTC.
         */
        updatedAt: string;
      };
      /** @constant */
      success: true;
      error: null;
    };
    CheckoutPageResponse: {
      data: {
        /** @description Os itens da página, do mais novo para o mais antigo. */
        content: {
          /**
           * Format: uuid
           * @description Identificador público do checkout.
           */
          id: string;
          /** @description A página de pagamento (`<base pública>/pay/<token>`), na criação, na consulta e nas listas enquanto o checkout existir. Os eventos trazem null (ficam guardados, e o link é a credencial do pagador), e também checkouts criados antes de a API guardar o link. */
          url: string | null;
          /** @description O código Pix da cobrança atual, para quem monta a própria página de pagamento. */
          pix: {
            /** @description O BR Code "copia e cola" (padrão EMV do Banco Central). */
            brCode: string;
            /** @description Identificador da transação Pix (letras e dígitos), único. */
            txid: string;
          } | null;
          /**
           * @description OPEN, COMPLETED (pago), EXPIRED (prazo vencido sem pagamento) ou CANCELLED.
           * @enum {string}
           */
          status: 'OPEN' | 'COMPLETED' | 'EXPIRED' | 'CANCELLED';
          /** @description Os itens, com os preços fixados na criação. */
          items: {
            /**
             * Format: uuid
             * @description O produto.
             */
            productId: string;
            /** @description externalId do produto na criação. */
            externalId: string | null;
            /** @description Nome do produto na criação. */
            name: string;
            /** @description Preço unitário na criação, em reais. */
            unitPrice: number;
            /**
             * Format: int32
             * @description Quantidade.
             */
            quantity: number;
            /** @description Preço unitário × quantidade, em reais. */
            amount: number;
          }[];
          /** @description Soma dos itens, em reais. */
          subtotal: number;
          /** @description Desconto do cupom, em reais. */
          discount: number;
          /** @description subtotal − discount: o valor da cobrança Pix, em reais. */
          total: number;
          /** @description O cupom aplicado, ou null. */
          coupon: {
            /**
             * Format: uuid
             * @description O cupom.
             */
            id: string;
            /** @description O código. */
            code: string;
            /** @enum {string} */
            type: 'PERCENTAGE' | 'FIXED_AMOUNT';
            /** @description PERCENTAGE: percentual; FIXED_AMOUNT: reais. */
            value: number;
          } | null;
          /** @description O cliente, ou null. */
          customerId: string | null;
          /** @description Se a página oferece o campo de cupom. */
          allowCoupons: boolean;
          /** @description Link de volta para a loja, mostrado na página. */
          returnUrl: string | null;
          /** @description Para onde a página leva o pagador depois do pagamento. */
          completionUrl: string | null;
          /**
           * Format: uuid
           * @description A cobrança Pix atual do checkout.
           */
          chargeId: string;
          /**
           * Format: date-time
           * @description Fim do prazo para pagar, em UTC.
           */
          expiresAt: string;
          /** @description Quando foi pago, em UTC. */
          completedAt: string | null;
          /** @description Quando foi cancelado, em UTC. */
          cancelledAt: string | null;
          /** @description Os metadados do lojista, exatamente como enviados (`{}` quando ausentes). */
          metadata: {
            [key: string]: string;
          };
          /**
           * Format: date-time
           * @description Criação, em UTC.
           */
          createdAt: string;
          /**
           * Format: date-time
           * @description Última alteração, em UTC.
           */
          updatedAt: string;
        }[];
        page: components['schemas']['PageMetadata'];
      };
      /** @constant */
      success: true;
      error: null;
    };
    SubscriptionResponse: {
      data: {
        /**
         * Format: uuid
         * @description Identificador público da assinatura.
         */
        id: string;
        /**
         * @description `PENDING_AUTHORIZATION` aguarda o pagador; `ACTIVE` autorizada; `REJECTED` recusada pelo pagador; `EXPIRED` não autorizada em 24 horas (a partir de `authorization.expiresAt`, também antes da varredura gravar); `CANCELLED` cancelada pelo lojista ou pelo pagador; `COMPLETED` terminou depois do ciclo de `endDate`.
         * @enum {string}
         */
        status: 'PENDING_AUTHORIZATION' | 'ACTIVE' | 'REJECTED' | 'EXPIRED' | 'CANCELLED' | 'COMPLETED';
        /**
         * Format: uuid
         * @description O cliente pagador.
         */
        customerId: string;
        /** @description Valor de cada ciclo, em reais. */
        amount: number;
        /**
         * @description A periodicidade (`periodicidade` da API Pix).
         * @enum {string}
         */
        interval: 'WEEKLY' | 'MONTHLY' | 'QUARTERLY' | 'SEMIANNUAL' | 'ANNUAL';
        /**
         * Format: date
         * @description Vencimento do primeiro ciclo (AAAA-MM-DD, fuso do negócio).
         */
        startDate: string;
        /** @description Último dia com vencimento; null sem fim. */
        endDate: string | null;
        /** @description O que o pagador vê no banco (`objeto`). */
        description: string;
        /**
         * @description `THREE_IN_SEVEN_DAYS`: um débito recusado é tentado de novo até 3 vezes em 7 dias; `NONE`: não.
         * @enum {string}
         */
        retryPolicy: 'NONE' | 'THREE_IN_SEVEN_DAYS';
        /** @description O próximo vencimento: o de `startDate` enquanto aguarda autorização, depois o do próximo ciclo; null quando não há mais ou a assinatura terminou. */
        nextDueDate: string | null;
        /** @description Autorização, em UTC; null se não autorizada. */
        activatedAt: string | null;
        /** @description Cancelamento, em UTC; null se não cancelada. */
        cancelledAt: string | null;
        /** @description Quem cancelou: o lojista (API) ou o pagador (no banco); null se não cancelada. */
        cancelledBy: ('MERCHANT' | 'PAYER') | null;
        /** @description Os metadados do lojista, exatamente como enviados (`{}` quando ausentes). */
        metadata: {
          [key: string]: string;
        };
        /**
         * Format: date-time
         * @description Criação, em UTC.
         */
        createdAt: string;
        /**
         * Format: date-time
         * @description Última mudança, em UTC (de uma assinatura expirada: o seu `authorization.expiresAt`).
         */
        updatedAt: string;
        /** @description A autorização pelo pagador (jornada 3): código, QR code, página e prazo. */
        authorization: {
          /** @description O BR Code "copia e cola" da autorização (jornada 3): pagá-lo paga o primeiro ciclo e autoriza os demais. */
          brCode: string;
          /** @description A página hospedada onde o pagador autoriza (a página da cobrança da autorização). Null nos eventos (ficam guardados, e o link é a credencial do pagador). */
          url: string | null;
          /**
           * Format: date-time
           * @description Até quando o pagador pode autorizar (24 horas), em UTC.
           */
          expiresAt: string;
          /** @description O BR Code como QR code: imagem PNG em data URL (não vem nas listas). */
          qrCode: string;
        };
      };
      /** @constant */
      success: true;
      error: null;
    };
    SubscriptionPageResponse: {
      data: {
        /** @description Os itens da página, do mais novo para o mais antigo. */
        content: {
          /**
           * Format: uuid
           * @description Identificador público da assinatura.
           */
          id: string;
          /**
           * @description `PENDING_AUTHORIZATION` aguarda o pagador; `ACTIVE` autorizada; `REJECTED` recusada pelo pagador; `EXPIRED` não autorizada em 24 horas (a partir de `authorization.expiresAt`, também antes da varredura gravar); `CANCELLED` cancelada pelo lojista ou pelo pagador; `COMPLETED` terminou depois do ciclo de `endDate`.
           * @enum {string}
           */
          status: 'PENDING_AUTHORIZATION' | 'ACTIVE' | 'REJECTED' | 'EXPIRED' | 'CANCELLED' | 'COMPLETED';
          /**
           * Format: uuid
           * @description O cliente pagador.
           */
          customerId: string;
          /** @description Valor de cada ciclo, em reais. */
          amount: number;
          /**
           * @description A periodicidade (`periodicidade` da API Pix).
           * @enum {string}
           */
          interval: 'WEEKLY' | 'MONTHLY' | 'QUARTERLY' | 'SEMIANNUAL' | 'ANNUAL';
          /**
           * Format: date
           * @description Vencimento do primeiro ciclo (AAAA-MM-DD, fuso do negócio).
           */
          startDate: string;
          /** @description Último dia com vencimento; null sem fim. */
          endDate: string | null;
          /** @description O que o pagador vê no banco (`objeto`). */
          description: string;
          /**
           * @description `THREE_IN_SEVEN_DAYS`: um débito recusado é tentado de novo até 3 vezes em 7 dias; `NONE`: não.
           * @enum {string}
           */
          retryPolicy: 'NONE' | 'THREE_IN_SEVEN_DAYS';
          /** @description O próximo vencimento: o de `startDate` enquanto aguarda autorização, depois o do próximo ciclo; null quando não há mais ou a assinatura terminou. */
          nextDueDate: string | null;
          /** @description Autorização, em UTC; null se não autorizada. */
          activatedAt: string | null;
          /** @description Cancelamento, em UTC; null se não cancelada. */
          cancelledAt: string | null;
          /** @description Quem cancelou: o lojista (API) ou o pagador (no banco); null se não cancelada. */
          cancelledBy: ('MERCHANT' | 'PAYER') | null;
          /** @description Os metadados do lojista, exatamente como enviados (`{}` quando ausentes). */
          metadata: {
            [key: string]: string;
          };
          /**
           * Format: date-time
           * @description Criação, em UTC.
           */
          createdAt: string;
          /**
           * Format: date-time
           * @description Última mudança, em UTC (de uma assinatura expirada: o seu `authorization.expiresAt`).
           */
          updatedAt: string;
          /** @description A autorização pelo pagador (jornada 3), sem a imagem do QR code. */
          authorization: {
            /** @description O BR Code "copia e cola" da autorização (jornada 3): pagá-lo paga o primeiro ciclo e autoriza os demais. */
            brCode: string;
            /** @description A página hospedada onde o pagador autoriza (a página da cobrança da autorização). Null nos eventos (ficam guardados, e o link é a credencial do pagador). */
            url: string | null;
            /**
             * Format: date-time
             * @description Até quando o pagador pode autorizar (24 horas), em UTC.
             */
            expiresAt: string;
          };
        }[];
        page: components['schemas']['PageMetadata'];
      };
      /** @constant */
      success: true;
      error: null;
    };
    CyclePageResponse: {
      data: {
        /** @description Os itens da página, do mais novo para o mais antigo. */
        content: {
          /** @description Identificador do ciclo: o seu txid (`cobr`), um por vencimento da assinatura. */
          id: string;
          /**
           * Format: uuid
           * @description A assinatura.
           */
          subscriptionId: string;
          /**
           * Format: int64
           * @description Número do ciclo, a partir de 0 (o de `startDate`).
           */
          index: number;
          /**
           * Format: date
           * @description Vencimento (AAAA-MM-DD, fuso do negócio).
           */
          dueDate: string;
          /** @description Valor de cada ciclo, em reais. */
          amount: number;
          /**
           * @description `SCHEDULED` enviado ao banco do pagador; `RETRYING` recusado, será tentado de novo em `nextAttemptDate`; `PAID` pago; `FAILED` recusado sem mais tentativas (a assinatura segue `ACTIVE`); `CANCELLED` a assinatura terminou antes (em `live`, um débito já em curso que o PSP confirma depois o torna `PAID`: o dinheiro entrou).
           * @enum {string}
           */
          status: 'SCHEDULED' | 'RETRYING' | 'PAID' | 'FAILED' | 'CANCELLED';
          /** @description As tentativas de débito, na ordem. */
          attempts: {
            /**
             * Format: date
             * @description Dia da tentativa.
             */
            date: string;
            /**
             * @description Pago ou recusado.
             * @enum {string}
             */
            outcome: 'PAID' | 'REFUSED';
            /** @description O código da recusa como o banco deu (no sandbox, `AM04`: saldo insuficiente); `NOT_SENT` quando o PSP recusou o envio do ciclo (nenhum débito foi tentado). */
            reason: string | null;
          }[];
          /** @description Enquanto `RETRYING`: o dia da próxima tentativa. */
          nextAttemptDate: string | null;
          /** @description Pagamento, em UTC; null se não pago. */
          paidAt: string | null;
          /** @description A cobrança que pagou o ciclo: a da autorização no ciclo 0; null nos demais. */
          chargeId: string | null;
          /**
           * Format: date-time
           * @description Envio ao banco do pagador, em UTC.
           */
          createdAt: string;
          /**
           * Format: date-time
           * @description Última mudança, em UTC.
           */
          updatedAt: string;
        }[];
        page: components['schemas']['PageMetadata'];
      };
      /** @constant */
      success: true;
      error: null;
    };
    CycleResponse: {
      data: {
        /** @description Identificador do ciclo: o seu txid (`cobr`), um por vencimento da assinatura. */
        id: string;
        /**
         * Format: uuid
         * @description A assinatura.
         */
        subscriptionId: string;
        /**
         * Format: int64
         * @description Número do ciclo, a partir de 0 (o de `startDate`).
         */
        index: number;
        /**
         * Format: date
         * @description Vencimento (AAAA-MM-DD, fuso do negócio).
         */
        dueDate: string;
        /** @description Valor de cada ciclo, em reais. */
        amount: number;
        /**
         * @description `SCHEDULED` enviado ao banco do pagador; `RETRYING` recusado, será tentado de novo em `nextAttemptDate`; `PAID` pago; `FAILED` recusado sem mais tentativas (a assinatura segue `ACTIVE`); `CANCELLED` a assinatura terminou antes (em `live`, um débito já em curso que o PSP confirma depois o torna `PAID`: o dinheiro entrou).
         * @enum {string}
         */
        status: 'SCHEDULED' | 'RETRYING' | 'PAID' | 'FAILED' | 'CANCELLED';
        /** @description As tentativas de débito, na ordem. */
        attempts: {
          /**
           * Format: date
           * @description Dia da tentativa.
           */
          date: string;
          /**
           * @description Pago ou recusado.
           * @enum {string}
           */
          outcome: 'PAID' | 'REFUSED';
          /** @description O código da recusa como o banco deu (no sandbox, `AM04`: saldo insuficiente); `NOT_SENT` quando o PSP recusou o envio do ciclo (nenhum débito foi tentado). */
          reason: string | null;
        }[];
        /** @description Enquanto `RETRYING`: o dia da próxima tentativa. */
        nextAttemptDate: string | null;
        /** @description Pagamento, em UTC; null se não pago. */
        paidAt: string | null;
        /** @description A cobrança que pagou o ciclo: a da autorização no ciclo 0; null nos demais. */
        chargeId: string | null;
        /**
         * Format: date-time
         * @description Envio ao banco do pagador, em UTC.
         */
        createdAt: string;
        /**
         * Format: date-time
         * @description Última mudança, em UTC.
         */
        updatedAt: string;
      };
      /** @constant */
      success: true;
      error: null;
    };
    PaymentStatusResponse: {
      data: {
        /**
         * @description A situação agora: a do checkout na página de um checkout (`OPEN` enquanto pode ser pago), a da cobrança na página de uma cobrança (`PENDING` enquanto pode ser paga).
         * @enum {string}
         */
        status:
          | 'OPEN'
          | 'COMPLETED'
          | 'EXPIRED'
          | 'CANCELLED'
          | 'PENDING'
          | 'PAID'
          | 'PARTIALLY_REFUNDED'
          | 'REFUNDED';
        /** @description O total a pagar (numa cobrança com vencimento, o valor de hoje), em reais. */
        total: number;
        /**
         * Format: date-time
         * @description Fim do prazo, em UTC.
         */
        expiresAt: string;
        /** @description Depois do pagamento, para onde a página leva o pagador; null antes. */
        completionUrl: string | null;
      };
      /** @constant */
      success: true;
      error: null;
    };
    EventPageResponse: {
      data: {
        /** @description Os itens da página, do mais novo para o mais antigo. */
        content: {
          /**
           * Format: uuid
           * @description Identificador do evento; é o `webhook-id` da entrega.
           */
          id: string;
          /**
           * @description O tipo. `ping` é o evento de teste de `POST /v1/webhook-endpoints/{id}/test` (`data` `{"endpointId"}`): entregue só àquele endpoint, fora das listas.
           * @enum {string}
           */
          type:
            | 'charge.created'
            | 'charge.paid'
            | 'charge.expired'
            | 'charge.cancelled'
            | 'charge.refunded'
            | 'charge.refund_failed'
            | 'charge.med_returned'
            | 'checkout.created'
            | 'checkout.updated'
            | 'checkout.completed'
            | 'checkout.expired'
            | 'checkout.cancelled'
            | 'subscription.created'
            | 'subscription.activated'
            | 'subscription.rejected'
            | 'subscription.expired'
            | 'subscription.cancelled'
            | 'subscription.completed'
            | 'subscription.cycle.paid'
            | 'subscription.cycle.retrying'
            | 'subscription.cycle.failed'
            | 'pix.received'
            | 'charge.med_blocked'
            | 'charge.med_released'
            | 'reconciliation.completed'
            | 'payout.created'
            | 'payout.paid'
            | 'payout.failed'
            | 'pix_connection.failing'
            | 'pix_connection.expiring'
            | 'ping';
          /**
           * @description O ambiente em que a mudança aconteceu: `test` (sandbox) ou `live`.
           * @enum {string}
           */
          environment: 'test' | 'live';
          /**
           * Format: date-time
           * @description Quando a mudança aconteceu, em UTC.
           */
          createdAt: string;
          /** @description O recurso como a API o mostrava logo depois da mudança. */
          data: unknown;
        }[];
        page: components['schemas']['PageMetadata'];
      };
      /** @constant */
      success: true;
      error: null;
    };
    EventResponse: {
      data: {
        /**
         * Format: uuid
         * @description Identificador do evento; é o `webhook-id` da entrega.
         */
        id: string;
        /**
         * @description O tipo. `ping` é o evento de teste de `POST /v1/webhook-endpoints/{id}/test` (`data` `{"endpointId"}`): entregue só àquele endpoint, fora das listas.
         * @enum {string}
         */
        type:
          | 'charge.created'
          | 'charge.paid'
          | 'charge.expired'
          | 'charge.cancelled'
          | 'charge.refunded'
          | 'charge.refund_failed'
          | 'charge.med_returned'
          | 'checkout.created'
          | 'checkout.updated'
          | 'checkout.completed'
          | 'checkout.expired'
          | 'checkout.cancelled'
          | 'subscription.created'
          | 'subscription.activated'
          | 'subscription.rejected'
          | 'subscription.expired'
          | 'subscription.cancelled'
          | 'subscription.completed'
          | 'subscription.cycle.paid'
          | 'subscription.cycle.retrying'
          | 'subscription.cycle.failed'
          | 'pix.received'
          | 'charge.med_blocked'
          | 'charge.med_released'
          | 'reconciliation.completed'
          | 'payout.created'
          | 'payout.paid'
          | 'payout.failed'
          | 'pix_connection.failing'
          | 'pix_connection.expiring'
          | 'ping';
        /**
         * @description O ambiente em que a mudança aconteceu: `test` (sandbox) ou `live`.
         * @enum {string}
         */
        environment: 'test' | 'live';
        /**
         * Format: date-time
         * @description Quando a mudança aconteceu, em UTC.
         */
        createdAt: string;
        /** @description O recurso como a API o mostrava logo depois da mudança. */
        data: unknown;
        /** @description Uma entrega por endpoint que assinava o tipo quando o evento aconteceu (a de um `ping`: só a do seu endpoint). */
        deliveries: {
          /**
           * Format: uuid
           * @description O endpoint de destino.
           */
          endpointId: string;
          /**
           * @description `PENDING` (aguardando tentativa), `DELIVERED` (um 2xx recebido) ou `FAILED` (desistiu).
           * @enum {string}
           */
          status: 'PENDING' | 'DELIVERED' | 'FAILED';
          /**
           * Format: int64
           * @description Tentativas feitas até agora.
           */
          attempts: number;
          /** @description Status HTTP da última tentativa; null se não houve resposta. */
          lastResponseStatus: number | null;
          /** @description Por que a última tentativa falhou; null se não falhou. */
          lastError: string | null;
          /** @description Última tentativa, em UTC. */
          lastAttemptAt: string | null;
          /** @description Próxima tentativa, em UTC; null quando entregue ou desistida. */
          nextAttemptAt: string | null;
        }[];
      };
      /** @constant */
      success: true;
      error: null;
    };
    RedeliveredEventResponse: {
      data: {
        /**
         * Format: uuid
         * @description Identificador do evento; é o `webhook-id` da entrega.
         */
        id: string;
        /**
         * @description O tipo. `ping` é o evento de teste de `POST /v1/webhook-endpoints/{id}/test` (`data` `{"endpointId"}`): entregue só àquele endpoint, fora das listas.
         * @enum {string}
         */
        type:
          | 'charge.created'
          | 'charge.paid'
          | 'charge.expired'
          | 'charge.cancelled'
          | 'charge.refunded'
          | 'charge.refund_failed'
          | 'charge.med_returned'
          | 'checkout.created'
          | 'checkout.updated'
          | 'checkout.completed'
          | 'checkout.expired'
          | 'checkout.cancelled'
          | 'subscription.created'
          | 'subscription.activated'
          | 'subscription.rejected'
          | 'subscription.expired'
          | 'subscription.cancelled'
          | 'subscription.completed'
          | 'subscription.cycle.paid'
          | 'subscription.cycle.retrying'
          | 'subscription.cycle.failed'
          | 'pix.received'
          | 'charge.med_blocked'
          | 'charge.med_released'
          | 'reconciliation.completed'
          | 'payout.created'
          | 'payout.paid'
          | 'payout.failed'
          | 'pix_connection.failing'
          | 'pix_connection.expiring'
          | 'ping';
        /**
         * @description O ambiente em que a mudança aconteceu: `test` (sandbox) ou `live`.
         * @enum {string}
         */
        environment: 'test' | 'live';
        /**
         * Format: date-time
         * @description Quando a mudança aconteceu, em UTC.
         */
        createdAt: string;
        /** @description O recurso como a API o mostrava logo depois da mudança. */
        data: unknown;
        /** @description Uma entrega por endpoint que assinava o tipo quando o evento aconteceu (a de um `ping`: só a do seu endpoint). */
        deliveries: {
          /**
           * Format: uuid
           * @description O endpoint de destino.
           */
          endpointId: string;
          /**
           * @description `PENDING` (aguardando tentativa), `DELIVERED` (um 2xx recebido) ou `FAILED` (desistiu).
           * @enum {string}
           */
          status: 'PENDING' | 'DELIVERED' | 'FAILED';
          /**
           * Format: int64
           * @description Tentativas feitas até agora.
           */
          attempts: number;
          /** @description Status HTTP da última tentativa; null se não houve resposta. */
          lastResponseStatus: number | null;
          /** @description Por que a última tentativa falhou; null se não falhou. */
          lastError: string | null;
          /** @description Última tentativa, em UTC. */
          lastAttemptAt: string | null;
          /** @description Próxima tentativa, em UTC; null quando entregue ou desistida. */
          nextAttemptAt: string | null;
        }[];
        /**
         * Format: int32
         * @description Quantas entregas voltaram a `PENDING` para uma nova tentativa agora; 0 quando nenhuma falhou nem aguardava.
         */
        redelivered: number;
      };
      /** @constant */
      success: true;
      error: null;
    };
    CreatedWebhookEndpointResponse: {
      data: {
        /**
         * Format: uuid
         * @description Identificador público do endpoint.
         */
        id: string;
        /** @description URL que recebe os eventos (POST). */
        url: string;
        /** @description Tipos de evento assinados, ou `["*"]` para todos. */
        events: (
          | '*'
          | 'charge.created'
          | 'charge.paid'
          | 'charge.expired'
          | 'charge.cancelled'
          | 'charge.refunded'
          | 'charge.refund_failed'
          | 'charge.med_returned'
          | 'checkout.created'
          | 'checkout.updated'
          | 'checkout.completed'
          | 'checkout.expired'
          | 'checkout.cancelled'
          | 'subscription.created'
          | 'subscription.activated'
          | 'subscription.rejected'
          | 'subscription.expired'
          | 'subscription.cancelled'
          | 'subscription.completed'
          | 'subscription.cycle.paid'
          | 'subscription.cycle.retrying'
          | 'subscription.cycle.failed'
          | 'pix.received'
          | 'charge.med_blocked'
          | 'charge.med_released'
          | 'reconciliation.completed'
          | 'payout.created'
          | 'payout.paid'
          | 'payout.failed'
          | 'pix_connection.failing'
          | 'pix_connection.expiring'
        )[];
        /** @description Descrição; null quando não informada. */
        description: string | null;
        /** @enum {string} */
        status: 'ENABLED' | 'DISABLED';
        /** @description Depois de uma troca de segredo (`rotate-secret`): até quando o segredo anterior ainda assina as entregas, ao lado do novo, em UTC; null quando só um segredo assina. */
        previousSecretExpiresAt: string | null;
        /**
         * Format: date-time
         * @description Criação, em UTC.
         */
        createdAt: string;
        /**
         * Format: date-time
         * @description Última alteração, em UTC.
         */
        updatedAt: string;
        /** @description Segredo de assinatura (`whsec_` + base64). Mostrado só nesta resposta. */
        secret: string;
      };
      /** @constant */
      success: true;
      error: null;
    };
    WebhookEndpointPageResponse: {
      data: {
        /** @description Os itens da página, do mais novo para o mais antigo. */
        content: {
          /**
           * Format: uuid
           * @description Identificador público do endpoint.
           */
          id: string;
          /** @description URL que recebe os eventos (POST). */
          url: string;
          /** @description Tipos de evento assinados, ou `["*"]` para todos. */
          events: (
            | '*'
            | 'charge.created'
            | 'charge.paid'
            | 'charge.expired'
            | 'charge.cancelled'
            | 'charge.refunded'
            | 'charge.refund_failed'
            | 'charge.med_returned'
            | 'checkout.created'
            | 'checkout.updated'
            | 'checkout.completed'
            | 'checkout.expired'
            | 'checkout.cancelled'
            | 'subscription.created'
            | 'subscription.activated'
            | 'subscription.rejected'
            | 'subscription.expired'
            | 'subscription.cancelled'
            | 'subscription.completed'
            | 'subscription.cycle.paid'
            | 'subscription.cycle.retrying'
            | 'subscription.cycle.failed'
            | 'pix.received'
            | 'charge.med_blocked'
            | 'charge.med_released'
            | 'reconciliation.completed'
            | 'payout.created'
            | 'payout.paid'
            | 'payout.failed'
            | 'pix_connection.failing'
            | 'pix_connection.expiring'
          )[];
          /** @description Descrição; null quando não informada. */
          description: string | null;
          /** @enum {string} */
          status: 'ENABLED' | 'DISABLED';
          /** @description Depois de uma troca de segredo (`rotate-secret`): até quando o segredo anterior ainda assina as entregas, ao lado do novo, em UTC; null quando só um segredo assina. */
          previousSecretExpiresAt: string | null;
          /**
           * Format: date-time
           * @description Criação, em UTC.
           */
          createdAt: string;
          /**
           * Format: date-time
           * @description Última alteração, em UTC.
           */
          updatedAt: string;
        }[];
        page: components['schemas']['PageMetadata'];
      };
      /** @constant */
      success: true;
      error: null;
    };
    WebhookEndpointResponse: {
      data: {
        /**
         * Format: uuid
         * @description Identificador público do endpoint.
         */
        id: string;
        /** @description URL que recebe os eventos (POST). */
        url: string;
        /** @description Tipos de evento assinados, ou `["*"]` para todos. */
        events: (
          | '*'
          | 'charge.created'
          | 'charge.paid'
          | 'charge.expired'
          | 'charge.cancelled'
          | 'charge.refunded'
          | 'charge.refund_failed'
          | 'charge.med_returned'
          | 'checkout.created'
          | 'checkout.updated'
          | 'checkout.completed'
          | 'checkout.expired'
          | 'checkout.cancelled'
          | 'subscription.created'
          | 'subscription.activated'
          | 'subscription.rejected'
          | 'subscription.expired'
          | 'subscription.cancelled'
          | 'subscription.completed'
          | 'subscription.cycle.paid'
          | 'subscription.cycle.retrying'
          | 'subscription.cycle.failed'
          | 'pix.received'
          | 'charge.med_blocked'
          | 'charge.med_released'
          | 'reconciliation.completed'
          | 'payout.created'
          | 'payout.paid'
          | 'payout.failed'
          | 'pix_connection.failing'
          | 'pix_connection.expiring'
        )[];
        /** @description Descrição; null quando não informada. */
        description: string | null;
        /** @enum {string} */
        status: 'ENABLED' | 'DISABLED';
        /** @description Depois de uma troca de segredo (`rotate-secret`): até quando o segredo anterior ainda assina as entregas, ao lado do novo, em UTC; null quando só um segredo assina. */
        previousSecretExpiresAt: string | null;
        /**
         * Format: date-time
         * @description Criação, em UTC.
         */
        createdAt: string;
        /**
         * Format: date-time
         * @description Última alteração, em UTC.
         */
        updatedAt: string;
      };
      /** @constant */
      success: true;
      error: null;
    };
    RotatedWebhookEndpointResponse: {
      data: {
        /**
         * Format: uuid
         * @description Identificador público do endpoint.
         */
        id: string;
        /** @description URL que recebe os eventos (POST). */
        url: string;
        /** @description Tipos de evento assinados, ou `["*"]` para todos. */
        events: (
          | '*'
          | 'charge.created'
          | 'charge.paid'
          | 'charge.expired'
          | 'charge.cancelled'
          | 'charge.refunded'
          | 'charge.refund_failed'
          | 'charge.med_returned'
          | 'checkout.created'
          | 'checkout.updated'
          | 'checkout.completed'
          | 'checkout.expired'
          | 'checkout.cancelled'
          | 'subscription.created'
          | 'subscription.activated'
          | 'subscription.rejected'
          | 'subscription.expired'
          | 'subscription.cancelled'
          | 'subscription.completed'
          | 'subscription.cycle.paid'
          | 'subscription.cycle.retrying'
          | 'subscription.cycle.failed'
          | 'pix.received'
          | 'charge.med_blocked'
          | 'charge.med_released'
          | 'reconciliation.completed'
          | 'payout.created'
          | 'payout.paid'
          | 'payout.failed'
          | 'pix_connection.failing'
          | 'pix_connection.expiring'
        )[];
        /** @description Descrição; null quando não informada. */
        description: string | null;
        /** @enum {string} */
        status: 'ENABLED' | 'DISABLED';
        /** @description Depois de uma troca de segredo (`rotate-secret`): até quando o segredo anterior ainda assina as entregas, ao lado do novo, em UTC; null quando só um segredo assina. */
        previousSecretExpiresAt: string | null;
        /**
         * Format: date-time
         * @description Criação, em UTC.
         */
        createdAt: string;
        /**
         * Format: date-time
         * @description Última alteração, em UTC.
         */
        updatedAt: string;
        /** @description O novo segredo de assinatura (`whsec_` + base64). Mostrado só nesta resposta; o anterior assina ao lado dele até `previousSecretExpiresAt`. */
        secret: string;
      };
      /** @constant */
      success: true;
      error: null;
    };
    LedgerEntryPageResponse: {
      data: {
        /** @description Os itens da página, do mais novo para o mais antigo. */
        content: {
          /**
           * Format: uuid
           * @description Identificador do lançamento.
           */
          id: string;
          /**
           * @description PIX_RECEIVED (+): um Pix recebido; REFUND (−): um estorno concluído; MED_RETURN (−): devolução pelo MED; PAYOUT (−): um repasse pago; FEE (−): a tarifa da plataforma.
           * @enum {string}
           */
          type: 'PIX_RECEIVED' | 'REFUND' | 'MED_RETURN' | 'PAYOUT' | 'FEE';
          /** @description Valor em reais, com sinal: positivo entra, negativo sai. */
          amount: number;
          /** @description A cobrança que o causou; null num Pix sem cobrança ou num ciclo de assinatura. */
          chargeId: string | null;
          /** @description O estorno (REFUND); null nos outros tipos. */
          refundId: string | null;
          /** @description O repasse (PAYOUT); null nos outros tipos. */
          payoutId: string | null;
          /** @description A assinatura do ciclo ou da cobrança de autorização; null fora delas. */
          subscriptionId: string | null;
          /** @description O identificador fim a fim do Pix, quando o PSP o informou. */
          endToEndId: string | null;
          /** @description O txid do Pix, quando há. */
          txid: string | null;
          /** @description Descrição (a da cobrança, o motivo do estorno). */
          description: string | null;
          /**
           * Format: date-time
           * @description Quando o dinheiro se moveu, como o PSP informou, em UTC.
           */
          occurredAt: string;
          /**
           * Format: date-time
           * @description Quando o lançamento foi escrito, em UTC.
           */
          createdAt: string;
          /**
           * Format: date-time
           * @description Quando um crédito fica disponível para repasse: em `test`, na hora; em `live`, no início do dia útil seguinte (D+1, dias úteis de São Paulo).
           */
          availableAt: string;
        }[];
        page: components['schemas']['PageMetadata'];
      };
      /** @constant */
      success: true;
      error: null;
    };
    LedgerSummaryResponse: {
      data: {
        /** @description Um item por dia com lançamentos, em ordem de data. */
        days: {
          /**
           * Format: date
           * @description Dia de São Paulo (data de `occurredAt`).
           */
          date: string;
          PIX_RECEIVED: {
            /**
             * Format: int64
             * @description Quantos lançamentos do tipo.
             */
            count: number;
            /** @description Soma dos valores do tipo, em reais, com sinal. */
            amount: number;
          };
          REFUND: {
            /**
             * Format: int64
             * @description Quantos lançamentos do tipo.
             */
            count: number;
            /** @description Soma dos valores do tipo, em reais, com sinal. */
            amount: number;
          };
          MED_RETURN: {
            /**
             * Format: int64
             * @description Quantos lançamentos do tipo.
             */
            count: number;
            /** @description Soma dos valores do tipo, em reais, com sinal. */
            amount: number;
          };
          PAYOUT: {
            /**
             * Format: int64
             * @description Quantos lançamentos do tipo.
             */
            count: number;
            /** @description Soma dos valores do tipo, em reais, com sinal. */
            amount: number;
          };
          FEE: {
            /**
             * Format: int64
             * @description Quantos lançamentos do tipo.
             */
            count: number;
            /** @description Soma dos valores do tipo, em reais, com sinal. */
            amount: number;
          };
          /** @description Soma de todos os tipos, em reais. */
          net: number;
        }[];
        /** @description Os totais do período, na mesma forma. */
        total: {
          PIX_RECEIVED: {
            /**
             * Format: int64
             * @description Quantos lançamentos do tipo.
             */
            count: number;
            /** @description Soma dos valores do tipo, em reais, com sinal. */
            amount: number;
          };
          REFUND: {
            /**
             * Format: int64
             * @description Quantos lançamentos do tipo.
             */
            count: number;
            /** @description Soma dos valores do tipo, em reais, com sinal. */
            amount: number;
          };
          MED_RETURN: {
            /**
             * Format: int64
             * @description Quantos lançamentos do tipo.
             */
            count: number;
            /** @description Soma dos valores do tipo, em reais, com sinal. */
            amount: number;
          };
          PAYOUT: {
            /**
             * Format: int64
             * @description Quantos lançamentos do tipo.
             */
            count: number;
            /** @description Soma dos valores do tipo, em reais, com sinal. */
            amount: number;
          };
          FEE: {
            /**
             * Format: int64
             * @description Quantos lançamentos do tipo.
             */
            count: number;
            /** @description Soma dos valores do tipo, em reais, com sinal. */
            amount: number;
          };
          /** @description Soma de todos os tipos, em reais. */
          net: number;
        };
      };
      /** @constant */
      success: true;
      error: null;
    };
    BalanceResponse: {
      data: {
        /**
         * @description Quem guarda o dinheiro: a conta da plataforma (PLATFORM) ou a conta do lojista no seu PSP.
         * @enum {string}
         */
        mode: 'PLATFORM' | 'OWN_ACCOUNT';
        /** @description Disponível para repasse, em reais (pode ser negativo depois de um estorno). */
        available: number;
        /** @description Créditos ainda antes de `availableAt`, em reais. */
        pending: number;
        /** @description Retido por bloqueio cautelar do MED, em reais. */
        blocked: number;
        /** @description Em repasses ainda não pagos, em reais. */
        inPayout: number;
      };
      /** @constant */
      success: true;
      error: null;
    };
    LedgerEntryResponse: {
      data: {
        /**
         * Format: uuid
         * @description Identificador do lançamento.
         */
        id: string;
        /**
         * @description PIX_RECEIVED (+): um Pix recebido; REFUND (−): um estorno concluído; MED_RETURN (−): devolução pelo MED; PAYOUT (−): um repasse pago; FEE (−): a tarifa da plataforma.
         * @enum {string}
         */
        type: 'PIX_RECEIVED' | 'REFUND' | 'MED_RETURN' | 'PAYOUT' | 'FEE';
        /** @description Valor em reais, com sinal: positivo entra, negativo sai. */
        amount: number;
        /** @description A cobrança que o causou; null num Pix sem cobrança ou num ciclo de assinatura. */
        chargeId: string | null;
        /** @description O estorno (REFUND); null nos outros tipos. */
        refundId: string | null;
        /** @description O repasse (PAYOUT); null nos outros tipos. */
        payoutId: string | null;
        /** @description A assinatura do ciclo ou da cobrança de autorização; null fora delas. */
        subscriptionId: string | null;
        /** @description O identificador fim a fim do Pix, quando o PSP o informou. */
        endToEndId: string | null;
        /** @description O txid do Pix, quando há. */
        txid: string | null;
        /** @description Descrição (a da cobrança, o motivo do estorno). */
        description: string | null;
        /**
         * Format: date-time
         * @description Quando o dinheiro se moveu, como o PSP informou, em UTC.
         */
        occurredAt: string;
        /**
         * Format: date-time
         * @description Quando o lançamento foi escrito, em UTC.
         */
        createdAt: string;
        /**
         * Format: date-time
         * @description Quando um crédito fica disponível para repasse: em `test`, na hora; em `live`, no início do dia útil seguinte (D+1, dias úteis de São Paulo).
         */
        availableAt: string;
      };
      /** @constant */
      success: true;
      error: null;
    };
    ReconciliationPageResponse: {
      data: {
        /** @description Os itens da página, do mais novo para o mais antigo. */
        content: {
          /**
           * Format: uuid
           * @description Identificador da conciliação do dia (o mesmo a cada nova execução do dia).
           */
          id: string;
          /**
           * Format: date
           * @description O dia de São Paulo conciliado.
           */
          date: string;
          /**
           * @description MATCHED: o PSP e o extrato contam os mesmos Pix e nenhuma lista tem item; DISCREPANCIES: alguma lista tem item ou os totais diferem; FAILED: o PSP não pôde ser lido (`reason`).
           * @enum {string}
           */
          status: 'MATCHED' | 'DISCREPANCIES' | 'FAILED';
          /** @description Por que a conciliação falhou; null nas outras. */
          reason: string | null;
          /** @description Os Pix que o PSP lista no dia. */
          psp: {
            /**
             * Format: int64
             * @description Quantos Pix que o PSP lista.
             */
            count: number;
            /** @description Soma dos Pix que o PSP lista, em reais. */
            amount: number;
          };
          /** @description Os Pix recebidos no extrato (PIX_RECEIVED) no dia. */
          ledger: {
            /**
             * Format: int64
             * @description Quantos Pix recebidos no extrato (PIX_RECEIVED).
             */
            count: number;
            /** @description Soma dos Pix recebidos no extrato (PIX_RECEIVED), em reais. */
            amount: number;
          };
          /** @description Pix de cobranças ainda pendentes (o aviso do PSP se perdeu), liquidadas pela conciliação. */
          settledLate: {
            /** @description O identificador fim a fim do Pix. */
            endToEndId: string;
            /** @description O txid do Pix; null num Pix feito direto para a chave. */
            txid: string | null;
            /** @description A cobrança que o Pix paga; null quando não é de nenhuma. */
            chargeId: string | null;
            /** @description Valor do Pix, em reais. */
            amount: number;
            /**
             * Format: date-time
             * @description Quando o Pix foi pago, como o PSP informa.
             */
            paidAt: string;
          }[];
          /** @description Pix sem cobrança (sem txid ou com um txid que não é de cobrança): lançados como PIX_RECEIVED com `chargeId` null. */
          unmatched: {
            /** @description O identificador fim a fim do Pix. */
            endToEndId: string;
            /** @description O txid do Pix; null num Pix feito direto para a chave. */
            txid: string | null;
            /** @description A cobrança que o Pix paga; null quando não é de nenhuma. */
            chargeId: string | null;
            /** @description Valor do Pix, em reais. */
            amount: number;
            /**
             * Format: date-time
             * @description Quando o Pix foi pago, como o PSP informa.
             */
            paidAt: string;
          }[];
          /** @description Pagamentos que o extrato tem e o PSP não lista: uma divergência a revisar (nada é desfeito). */
          missingAtPsp: {
            /** @description O identificador fim a fim do Pix. */
            endToEndId: string;
            /** @description O txid do Pix; null num Pix feito direto para a chave. */
            txid: string | null;
            /** @description A cobrança que o Pix paga; null quando não é de nenhuma. */
            chargeId: string | null;
            /** @description Valor do Pix, em reais. */
            amount: number;
            /**
             * Format: date-time
             * @description Quando o Pix foi pago, como o PSP informa.
             */
            paidAt: string;
          }[];
          /** @description Devoluções pelo MED nos Pix do dia, registradas na cobrança como estorno de origem MED. */
          medReturns: {
            /**
             * Format: uuid
             * @description A cobrança cujo Pix o banco do pagador devolveu.
             */
            chargeId: string;
            /** @description O Pix devolvido. */
            endToEndId: string;
            /** @description O identificador da devolução no PSP. */
            returnId: string;
            /** @description Valor devolvido, em reais. */
            amount: number;
            /**
             * @description OPERATIONAL_FAILURE (MED_OPERACIONAL), FRAUD (MED_FRAUDE) ou PIX_AUTOMATICO (MED_PIX_AUTOMATICO).
             * @enum {string}
             */
            nature: 'OPERATIONAL_FAILURE' | 'FRAUD' | 'PIX_AUTOMATICO';
            /** @description Quando o dinheiro saiu, como o PSP informa. */
            returnedAt: string | null;
            /** @description Se a cobrança tem a devolução como estorno de origem MED (false: a cobrança não comporta o valor; revise). */
            recorded: boolean;
          }[];
          /**
           * Format: date-time
           * @description Quando o dia foi conciliado pela primeira vez, em UTC.
           */
          createdAt: string;
          /**
           * Format: date-time
           * @description Quando a conciliação encontrou algo novo pela última vez, em UTC.
           */
          updatedAt: string;
        }[];
        page: components['schemas']['PageMetadata'];
      };
      /** @constant */
      success: true;
      error: null;
    };
    ReconciliationResponse: {
      data: {
        /**
         * Format: uuid
         * @description Identificador da conciliação do dia (o mesmo a cada nova execução do dia).
         */
        id: string;
        /**
         * Format: date
         * @description O dia de São Paulo conciliado.
         */
        date: string;
        /**
         * @description MATCHED: o PSP e o extrato contam os mesmos Pix e nenhuma lista tem item; DISCREPANCIES: alguma lista tem item ou os totais diferem; FAILED: o PSP não pôde ser lido (`reason`).
         * @enum {string}
         */
        status: 'MATCHED' | 'DISCREPANCIES' | 'FAILED';
        /** @description Por que a conciliação falhou; null nas outras. */
        reason: string | null;
        /** @description Os Pix que o PSP lista no dia. */
        psp: {
          /**
           * Format: int64
           * @description Quantos Pix que o PSP lista.
           */
          count: number;
          /** @description Soma dos Pix que o PSP lista, em reais. */
          amount: number;
        };
        /** @description Os Pix recebidos no extrato (PIX_RECEIVED) no dia. */
        ledger: {
          /**
           * Format: int64
           * @description Quantos Pix recebidos no extrato (PIX_RECEIVED).
           */
          count: number;
          /** @description Soma dos Pix recebidos no extrato (PIX_RECEIVED), em reais. */
          amount: number;
        };
        /** @description Pix de cobranças ainda pendentes (o aviso do PSP se perdeu), liquidadas pela conciliação. */
        settledLate: {
          /** @description O identificador fim a fim do Pix. */
          endToEndId: string;
          /** @description O txid do Pix; null num Pix feito direto para a chave. */
          txid: string | null;
          /** @description A cobrança que o Pix paga; null quando não é de nenhuma. */
          chargeId: string | null;
          /** @description Valor do Pix, em reais. */
          amount: number;
          /**
           * Format: date-time
           * @description Quando o Pix foi pago, como o PSP informa.
           */
          paidAt: string;
        }[];
        /** @description Pix sem cobrança (sem txid ou com um txid que não é de cobrança): lançados como PIX_RECEIVED com `chargeId` null. */
        unmatched: {
          /** @description O identificador fim a fim do Pix. */
          endToEndId: string;
          /** @description O txid do Pix; null num Pix feito direto para a chave. */
          txid: string | null;
          /** @description A cobrança que o Pix paga; null quando não é de nenhuma. */
          chargeId: string | null;
          /** @description Valor do Pix, em reais. */
          amount: number;
          /**
           * Format: date-time
           * @description Quando o Pix foi pago, como o PSP informa.
           */
          paidAt: string;
        }[];
        /** @description Pagamentos que o extrato tem e o PSP não lista: uma divergência a revisar (nada é desfeito). */
        missingAtPsp: {
          /** @description O identificador fim a fim do Pix. */
          endToEndId: string;
          /** @description O txid do Pix; null num Pix feito direto para a chave. */
          txid: string | null;
          /** @description A cobrança que o Pix paga; null quando não é de nenhuma. */
          chargeId: string | null;
          /** @description Valor do Pix, em reais. */
          amount: number;
          /**
           * Format: date-time
           * @description Quando o Pix foi pago, como o PSP informa.
           */
          paidAt: string;
        }[];
        /** @description Devoluções pelo MED nos Pix do dia, registradas na cobrança como estorno de origem MED. */
        medReturns: {
          /**
           * Format: uuid
           * @description A cobrança cujo Pix o banco do pagador devolveu.
           */
          chargeId: string;
          /** @description O Pix devolvido. */
          endToEndId: string;
          /** @description O identificador da devolução no PSP. */
          returnId: string;
          /** @description Valor devolvido, em reais. */
          amount: number;
          /**
           * @description OPERATIONAL_FAILURE (MED_OPERACIONAL), FRAUD (MED_FRAUDE) ou PIX_AUTOMATICO (MED_PIX_AUTOMATICO).
           * @enum {string}
           */
          nature: 'OPERATIONAL_FAILURE' | 'FRAUD' | 'PIX_AUTOMATICO';
          /** @description Quando o dinheiro saiu, como o PSP informa. */
          returnedAt: string | null;
          /** @description Se a cobrança tem a devolução como estorno de origem MED (false: a cobrança não comporta o valor; revise). */
          recorded: boolean;
        }[];
        /**
         * Format: date-time
         * @description Quando o dia foi conciliado pela primeira vez, em UTC.
         */
        createdAt: string;
        /**
         * Format: date-time
         * @description Quando a conciliação encontrou algo novo pela última vez, em UTC.
         */
        updatedAt: string;
      };
      /** @constant */
      success: true;
      error: null;
    };
    PayoutResponse: {
      data: {
        /**
         * Format: uuid
         * @description Identificador do repasse.
         */
        id: string;
        /** @description Valor em reais. */
        amount: number;
        /**
         * @description PENDING (criado, o valor já saiu de `available`) → PROCESSING (enviado ao PSP) → PAID (pago) | FAILED (não realizado; o valor volta para `available`).
         * @enum {string}
         */
        status: 'PENDING' | 'PROCESSING' | 'PAID' | 'FAILED';
        /** @description Para onde o repasse vai: a chave Pix de repasse do lojista. */
        destination: {
          /**
           * @description Tipo da chave Pix de repasse.
           * @enum {string}
           */
          keyType: 'CPF' | 'CNPJ' | 'EMAIL' | 'PHONE' | 'EVP';
          /** @description A chave mascarada, como os bancos a mostram. */
          key: string;
        };
        /** @description O identificador fim a fim do Pix enviado, quando pago. */
        endToEndId: string | null;
        /** @description Por que o repasse não foi realizado (só em FAILED). */
        failureCode: string | null;
        /**
         * Format: date-time
         * @description Quando o repasse foi criado, em UTC.
         */
        createdAt: string;
        /** @description Quando foi pago (PAID), em UTC. */
        paidAt: string | null;
        /** @description Quando falhou (FAILED), em UTC. */
        failedAt: string | null;
      };
      /** @constant */
      success: true;
      error: null;
    };
    PayoutPageResponse: {
      data: {
        /** @description Os itens da página, do mais novo para o mais antigo. */
        content: {
          /**
           * Format: uuid
           * @description Identificador do repasse.
           */
          id: string;
          /** @description Valor em reais. */
          amount: number;
          /**
           * @description PENDING (criado, o valor já saiu de `available`) → PROCESSING (enviado ao PSP) → PAID (pago) | FAILED (não realizado; o valor volta para `available`).
           * @enum {string}
           */
          status: 'PENDING' | 'PROCESSING' | 'PAID' | 'FAILED';
          /** @description Para onde o repasse vai: a chave Pix de repasse do lojista. */
          destination: {
            /**
             * @description Tipo da chave Pix de repasse.
             * @enum {string}
             */
            keyType: 'CPF' | 'CNPJ' | 'EMAIL' | 'PHONE' | 'EVP';
            /** @description A chave mascarada, como os bancos a mostram. */
            key: string;
          };
          /** @description O identificador fim a fim do Pix enviado, quando pago. */
          endToEndId: string | null;
          /** @description Por que o repasse não foi realizado (só em FAILED). */
          failureCode: string | null;
          /**
           * Format: date-time
           * @description Quando o repasse foi criado, em UTC.
           */
          createdAt: string;
          /** @description Quando foi pago (PAID), em UTC. */
          paidAt: string | null;
          /** @description Quando falhou (FAILED), em UTC. */
          failedAt: string | null;
        }[];
        page: components['schemas']['PageMetadata'];
      };
      /** @constant */
      success: true;
      error: null;
    };
    PixConnectionResponse: {
      data: {
        /**
         * @description PLATFORM: o dinheiro entra na conta da plataforma no PSP dela (sem conexão). OWN_ACCOUNT: as cobranças são criadas no PSP do próprio lojista, com as credenciais dele.
         * @enum {string}
         */
        mode: 'PLATFORM' | 'OWN_ACCOUNT';
        /** @description A raiz da API Pix do PSP do lojista; null em PLATFORM. */
        baseUrl: string | null;
        /** @description O endereço de token OAuth, quando não é `<origem>/oauth/token`. */
        tokenUrl: string | null;
        /** @description A chave Pix em que as cobranças são criadas. */
        pixKey: string | null;
        /** @description A conta recebedora das cobranças recorrentes (Pix Automático) nesse PSP; null sem ela: a conexão não recebe assinaturas. */
        account: {
          /** @description O número da conta. */
          conta: string;
          /**
           * @description O tipo da conta.
           * @enum {string}
           */
          tipoConta: 'CORRENTE' | 'POUPANCA' | 'PAGAMENTO';
          /** @description A agência, quando o PSP tem agências. */
          agencia?: string;
        } | null;
        /** @description O client id OAuth (o segredo nunca é mostrado). */
        clientId: string | null;
        /** @description O certificado de cliente; a chave privada nunca é mostrada. */
        certificate: {
          /** @description O sujeito do certificado de cliente (mutual TLS). */
          subject: string;
          /**
           * Format: date-time
           * @description Quando o certificado expira, em UTC.
           */
          expiresAt: string;
        } | null;
        /** @description Quando a conexão foi verificada. */
        verifiedAt: string | null;
        /** @description ACTIVE: o PSP responde; FAILING: as últimas chamadas falharam (`lastError`). */
        status: ('ACTIVE' | 'FAILING') | null;
        /** @description A última falha do PSP; null quando ACTIVE. */
        lastError: {
          /** @description A etapa ou operação que falhou. */
          step: string | null;
          /** @description A resposta do PSP, sem segredos. */
          message: string;
          /**
           * Format: date-time
           * @description Quando.
           */
          at: string;
        } | null;
      };
      /** @constant */
      success: true;
      error: null;
    };
    DashboardSessionResponse: {
      data: {
        /**
         * Format: uri
         * @description O link de acesso ao painel: abre a página "Entrar" (um GET não faz login). Vale uma vez e por 5 minutos.
         */
        url: string;
        /**
         * Format: date-time
         * @description Quando o link deixa de valer (RFC 3339, UTC).
         */
        expiresAt: string;
      };
      /** @constant */
      success: true;
      error: null;
    };
    CreateCouponRequest: {
      /** @description Até 50 caracteres depois de aparar os espaços; gravado em maiúsculas; único entre os cupons não removidos do lojista. */
      code: string;
      /**
       * @description `PERCENTAGE` ou `FIXED_AMOUNT`.
       * @enum {string}
       */
      type: 'PERCENTAGE' | 'FIXED_AMOUNT';
      /**
       * Format: int64
       * @description PERCENTAGE: inteiro de 1 a 100 (percentual). FIXED_AMOUNT: desconto em centavos, no mínimo 1.
       */
      value: number;
      /** @description Limite de usos: inteiro a partir de 1, ou -1 (ilimitado). null ou ausente também é ilimitado. */
      max_uses?: number | null;
      /** @description Início da validade no fuso do negócio: `yyyy-MM-dd` (00:00:00) ou `yyyy-MM-ddTHH:mm:ss`. */
      starts_at?: string | null;
      /** @description Fim da validade no fuso do negócio: `yyyy-MM-dd` (23:59:59) ou `yyyy-MM-ddTHH:mm:ss`; posterior a `starts_at`. */
      expires_at?: string | null;
    };
    UpdateCouponRequest: {
      /** @description Até 50 caracteres depois de aparar os espaços; gravado em maiúsculas; único entre os cupons não removidos do lojista. */
      code?: string | null;
      /** @description `PERCENTAGE` ou `FIXED_AMOUNT`. */
      type?: ('PERCENTAGE' | 'FIXED_AMOUNT') | null;
      /** @description PERCENTAGE: inteiro de 1 a 100 (percentual). FIXED_AMOUNT: desconto em centavos, no mínimo 1. */
      value?: number | null;
      /** @description Limite de usos: inteiro a partir de 1, ou -1 (ilimitado). null ou ausente também é ilimitado. */
      max_uses?: number | null;
      /** @description Início da validade no fuso do negócio: `yyyy-MM-dd` (00:00:00) ou `yyyy-MM-ddTHH:mm:ss`. */
      starts_at?: string | null;
      /** @description Fim da validade no fuso do negócio: `yyyy-MM-dd` (23:59:59) ou `yyyy-MM-ddTHH:mm:ss`; posterior a `starts_at`. */
      expires_at?: string | null;
      /** @description `ACTIVE` ou `INACTIVE`. */
      status?: ('ACTIVE' | 'INACTIVE') | null;
    };
    CreateCustomerRequest: {
      /** @description De 1 a 150 caracteres; aparado, espaços internos colapsados, Unicode NFC. */
      name: string;
      /** @description De 1 a 150 caracteres; e-mail válido; gravado em minúsculas. */
      email: string;
      /** @description CPF ou CNPJ (inclusive o CNPJ alfanumérico), até 20 caracteres como enviado; a formatação é removida e os dígitos verificadores são conferidos. */
      document?: string | null;
      /** @description Até 20 caracteres como enviado; só os dígitos são gravados e devem ser de 10 a 13. */
      phone?: string | null;
    };
    CreateProductRequest: {
      /** @description De 1 a 150 caracteres, depois de aparar os espaços. */
      name: string;
      /**
       * Format: int64
       * @description Preço em centavos, no mínimo 500 (R$ 5,00).
       */
      price: number;
      /** @description Até 1000 caracteres. Na atualização, `""` apaga a descrição (null mantém a atual, como em todo campo). */
      description?: string | null;
      /** @description Identificador da integração, de 1 a 100 caracteres, comparado exatamente como enviado. */
      externalId?: string | null;
    };
    UpdateProductRequest: {
      /** @description De 1 a 150 caracteres, depois de aparar os espaços. */
      name?: string | null;
      /** @description Preço em centavos, no mínimo 500 (R$ 5,00). */
      price?: number | null;
      /** @description Até 1000 caracteres. Na atualização, `""` apaga a descrição (null mantém a atual, como em todo campo). */
      description?: string | null;
      /** @description `ACTIVE` ou `INACTIVE`. */
      status?: ('ACTIVE' | 'INACTIVE') | null;
      /** @description Não pode ser alterado depois da criação: enviá-lo é 422. */
      externalId?: unknown;
    };
    CreateChargeRequest: {
      /**
       * Format: int32
       * @description Valor em centavos, de 100 (R$ 1,00) a 100000000 (R$ 1.000.000,00).
       */
      amount: number;
      /** @description Texto mostrado ao pagador, de 1 a 140 caracteres depois de aparar os espaços. */
      description?: string | null;
      /** @description Um cliente ativo do lojista; desconhecido ou removido é 400 `customer_unusable`. */
      customerId?: string | null;
      /** @description Segundos até o vencimento, de 60 a 2592000 (30 dias); padrão 3600. */
      expiresIn?: number | null;
      /** @description Até 20 pares chave/valor de texto do lojista (chave de 1 a 40 caracteres, valor de até 500), devolvidos como enviados; `{}` quando ausente. */
      metadata?: {
        [key: string]: string;
      } | null;
      /** @description Cria uma cobrança com vencimento (`cobv` da API Pix): a data (AAAA-MM-DD, fuso do negócio), de hoje a 1826 dias. Não combina com `expiresIn`; exige `customerId` de um cliente com CPF/CNPJ. */
      dueDate?: string | null;
      /** @description Dias depois do vencimento em que ainda se paga, de 0 a 365 (padrão 30); depois do último dia a cobrança fica `EXPIRED`. Como na API Pix, um vencimento (ou um último dia) em que os bancos não abrem passa ao dia útil seguinte, e multa, juros e prazo contam de lá. */
      daysAfterDue?: number | null;
      /** @description `{type: FIXED|PERCENTAGE, value}`: multa, uma vez, a partir do dia seguinte ao vencimento. `FIXED` em centavos (até o valor), `PERCENTAGE` em pontos-base (`200` = 2%, até 10000). */
      fine?: {
        /** @enum {string} */
        type: 'FIXED' | 'PERCENTAGE';
        /** Format: int64 */
        value: number;
      } | null;
      /** @description `{type: FIXED_PER_DAY|PERCENTAGE_PER_DAY|PERCENTAGE_PER_MONTH|PERCENTAGE_PER_YEAR, days: CALENDAR|BUSINESS, value}`: juros por dia de atraso (dias corridos ou úteis bancários); ao mês é 1/30 por dia, ao ano 1/365. */
      interest?: {
        /** @enum {string} */
        type: 'FIXED_PER_DAY' | 'PERCENTAGE_PER_DAY' | 'PERCENTAGE_PER_MONTH' | 'PERCENTAGE_PER_YEAR';
        /** @enum {string} */
        days: 'CALENDAR' | 'BUSINESS';
        /** Format: int64 */
        value: number;
      } | null;
      /** @description `{type: FIXED|PERCENTAGE, until: [{date, value}]}`: de 1 a 3 descontos por pagamento até cada data (no máximo `dueDate`); datas distintas e o desconto não cresce com a data. Menor que o valor. */
      discount?: {
        /** @enum {string} */
        type: 'FIXED' | 'PERCENTAGE';
        until: {
          /** Format: date */
          date: string;
          /** Format: int64 */
          value: number;
        }[];
      } | null;
      /** @description `{type: FIXED|PERCENTAGE, value}`: abatimento, sempre deduzido; menor que o valor. */
      rebate?: {
        /** @enum {string} */
        type: 'FIXED' | 'PERCENTAGE';
        /** Format: int64 */
        value: number;
      } | null;
    };
    RefundChargeRequest: {
      /** @description Centavos a estornar, de 1 até o que resta; sem ele, estorna tudo o que resta. */
      amount?: number | null;
      /** @description O motivo, de 1 a 140 caracteres (vai na devolução ao PSP em `live`). */
      reason?: string | null;
    };
    SimulatePaymentRequest: {
      /** @description Só numa cobrança com vencimento: o dia do pagamento (AAAA-MM-DD), de hoje ao último dia; hoje quando ausente. Paga o valor desse dia. */
      date?: string | null;
    };
    SimulateMedReturnRequest: {
      /** @description Centavos devolvidos, de 1 até o que resta; sem ele, tudo o que resta. */
      amount?: number | null;
      /** @description Por que o banco do pagador devolveu: `OPERATIONAL_FAILURE` (falha operacional), `FRAUD` (fraude, o padrão) ou `PIX_AUTOMATICO` (Pix Automático). */
      nature?: string | null;
    };
    CreateCheckoutRequest: {
      /** @description De 1 a 50 itens `{productId, quantity}` (quantidade de 1 a 1000); cada produto uma vez só, `ACTIVE` e do lojista (senão 400 nomeando `items[i].productId`). */
      items: {
        /** Format: uuid */
        productId: string;
        /** Format: int32 */
        quantity: number;
      }[];
      /** @description Um cliente não removido do lojista (senão 400). */
      customerId?: string | null;
      /** @description Código de um cupom disponível do lojista (sem espaços nas pontas, sem diferenciar maiúsculas); indisponível é 400 com o motivo em `fields[].code`. */
      couponCode?: string | null;
      /** @description Se a página oferece ao pagador um campo de cupom (padrão false; ignorado quando `couponCode` vem). */
      allowCoupons?: boolean | null;
      /** @description URL absoluta `https` (no ambiente de teste, `http` para localhost/127.0.0.1), até 2000 caracteres: o link "voltar para a loja". */
      returnUrl?: string | null;
      /** @description Como `returnUrl`: para onde a página leva o pagador depois do pagamento. */
      completionUrl?: string | null;
      /** @description Prazo em segundos, de 1800 a 86400 (padrão 86400). */
      expiresIn?: number | null;
      /** @description Até 20 pares texto/texto (chaves de 1 a 40 caracteres, valores até 500), devolvidos como enviados. */
      metadata?: {
        [key: string]: string;
      } | null;
    };
    CreateSubscriptionRequest: {
      /** @description Um cliente ativo do lojista com CPF ou CNPJ (o pagador). */
      customerId: string;
      /**
       * Format: int32
       * @description Valor de cada ciclo em centavos, de 100 (R$ 1,00) a 100000000 (R$ 1.000.000,00).
       */
      amount: number;
      /**
       * @description `WEEKLY`, `MONTHLY`, `QUARTERLY`, `SEMIANNUAL` ou `ANNUAL`.
       * @enum {string}
       */
      interval: 'WEEKLY' | 'MONTHLY' | 'QUARTERLY' | 'SEMIANNUAL' | 'ANNUAL';
      /**
       * Format: date
       * @description Vencimento do primeiro ciclo (AAAA-MM-DD, fuso do negócio), a partir de 3 dias depois de hoje. Os vencimentos seguintes contam de `startDate` (dia 31 vira o último dia dos meses mais curtos).
       */
      startDate: string;
      /** @description Opcional: o último dia com vencimento, depois de `startDate`. O ciclo desse dia termina a assinatura (`COMPLETED`). */
      endDate?: string | null;
      /** @description O que o pagador vê no banco, de 1 a 35 caracteres. */
      description: string;
      /** @description `THREE_IN_SEVEN_DAYS` (padrão): até 3 novas tentativas em 7 dias depois de uma recusa; `NONE`: nenhuma. */
      retryPolicy?: ('NONE' | 'THREE_IN_SEVEN_DAYS') | null;
      /** @description Até 20 pares chave/valor de texto do lojista (chave de 1 a 40 caracteres, valor de até 500), devolvidos como enviados; `{}` quando ausente. */
      metadata?: {
        [key: string]: string;
      } | null;
    };
    SimulateAuthorizationRequest: {
      /**
       * @description `APPROVED` ou `REJECTED`.
       * @enum {string}
       */
      outcome: 'APPROVED' | 'REJECTED';
    };
    SimulateNextCycleRequest: {
      /**
       * @description `PAID` ou `FAILED`.
       * @enum {string}
       */
      outcome: 'PAID' | 'FAILED';
    };
    ApplyCouponRequest: {
      /** @description O código do cupom (sem espaços nas pontas, sem diferenciar maiúsculas). */
      code: string;
    };
    CreateWebhookEndpointRequest: {
      /** @description URL que recebe os eventos por POST, até 2048 caracteres. Deve ser https em todo stage implantado, `test` e `live`; só o servidor local (`npm start`) aceita também http e loopback (`localhost`, `127.0.0.1`, `::1`). Não pode resolver para endereço privado, link-local, CGNAT, unique-local IPv6, de metadados ou reservado (422 `url_not_allowed`). */
      url: string;
      /** @description Tipos de evento assinados (sem repetição), ou `["*"]` para todos. */
      events: (
        | '*'
        | 'charge.created'
        | 'charge.paid'
        | 'charge.expired'
        | 'charge.cancelled'
        | 'charge.refunded'
        | 'charge.refund_failed'
        | 'charge.med_returned'
        | 'checkout.created'
        | 'checkout.updated'
        | 'checkout.completed'
        | 'checkout.expired'
        | 'checkout.cancelled'
        | 'subscription.created'
        | 'subscription.activated'
        | 'subscription.rejected'
        | 'subscription.expired'
        | 'subscription.cancelled'
        | 'subscription.completed'
        | 'subscription.cycle.paid'
        | 'subscription.cycle.retrying'
        | 'subscription.cycle.failed'
        | 'pix.received'
        | 'charge.med_blocked'
        | 'charge.med_released'
        | 'reconciliation.completed'
        | 'payout.created'
        | 'payout.paid'
        | 'payout.failed'
        | 'pix_connection.failing'
        | 'pix_connection.expiring'
      )[];
      /** @description Até 500 caracteres. Na atualização, `""` apaga a descrição. */
      description?: string | null;
    };
    UpdateWebhookEndpointRequest: {
      /** @description URL que recebe os eventos por POST, até 2048 caracteres. Deve ser https em todo stage implantado, `test` e `live`; só o servidor local (`npm start`) aceita também http e loopback (`localhost`, `127.0.0.1`, `::1`). Não pode resolver para endereço privado, link-local, CGNAT, unique-local IPv6, de metadados ou reservado (422 `url_not_allowed`). */
      url?: string | null;
      /** @description Tipos de evento assinados (sem repetição), ou `["*"]` para todos. */
      events?:
        | (
            | '*'
            | 'charge.created'
            | 'charge.paid'
            | 'charge.expired'
            | 'charge.cancelled'
            | 'charge.refunded'
            | 'charge.refund_failed'
            | 'charge.med_returned'
            | 'checkout.created'
            | 'checkout.updated'
            | 'checkout.completed'
            | 'checkout.expired'
            | 'checkout.cancelled'
            | 'subscription.created'
            | 'subscription.activated'
            | 'subscription.rejected'
            | 'subscription.expired'
            | 'subscription.cancelled'
            | 'subscription.completed'
            | 'subscription.cycle.paid'
            | 'subscription.cycle.retrying'
            | 'subscription.cycle.failed'
            | 'pix.received'
            | 'charge.med_blocked'
            | 'charge.med_released'
            | 'reconciliation.completed'
            | 'payout.created'
            | 'payout.paid'
            | 'payout.failed'
            | 'pix_connection.failing'
            | 'pix_connection.expiring'
          )[]
        | null;
      /** @description Até 500 caracteres. Na atualização, `""` apaga a descrição. */
      description?: string | null;
      /** @description `ENABLED` ou `DISABLED`. */
      status?: ('ENABLED' | 'DISABLED') | null;
    };
    RotateWebhookEndpointSecretRequest: {
      /** @description Segundos em que o segredo anterior ainda assina ao lado do novo: de 0 (nenhum) a 86400 (um dia, também quando ausente ou null). */
      expiresIn?: number | null;
    };
    SimulateIncomingPixRequest: {
      /**
       * Format: int32
       * @description Valor em centavos (R$ 19,90 se envia como 1990).
       */
      amount: number;
      /** @description Descrição do Pix (até 140 caracteres); uma padrão quando ausente. */
      description?: string | null;
    };
    CreatePayoutRequest: {
      /**
       * Format: int64
       * @description Centavos a repassar (R$ 1,00 é 100); sem ele, todo o saldo disponível.
       */
      amount?: number;
    };
    SimulatePayoutRequest: {
      /**
       * @description O resultado: PAID (pago) ou FAILED (não realizado).
       * @enum {string}
       */
      outcome: 'PAID' | 'FAILED';
    };
    PutPixConnectionRequest: {
      /**
       * Format: uri
       * @description A raiz da API Pix do PSP (https).
       */
      baseUrl: string;
      /**
       * Format: uri
       * @description O endereço de token OAuth, quando não é `<origem>/oauth/token`.
       */
      tokenUrl?: string;
      /** @description O client id OAuth emitido pelo PSP. */
      clientId: string;
      /** @description O client secret OAuth; guardado selado, nunca mostrado. */
      clientSecret: string;
      /** @description O certificado de cliente do mutual TLS: o arquivo PEM (com a cadeia) em base64. */
      certificate: string;
      /** @description A chave privada do certificado: o arquivo PEM em base64; guardada selada, nunca mostrada. */
      privateKey: string;
      /** @description A autoridade do certificado de servidor do PSP (arquivo PEM em base64), quando não é uma pública. */
      ca?: string;
      /** @description A chave Pix, registrada nesse PSP, em que as cobranças são criadas. */
      pixKey: string;
      /** @description Opcional: a conta recebedora nesse PSP (`conta`, `tipoConta` CORRENTE, POUPANCA ou PAGAMENTO, `agencia` quando houver), que as cobranças recorrentes do Pix Automático indicam. Sem ela a conexão não recebe assinaturas (409 ao criar uma). */
      account?: {
        conta: string;
        /** @enum {string} */
        tipoConta: 'CORRENTE' | 'POUPANCA' | 'PAGAMENTO';
        agencia?: string;
      };
    };
    PixNotice: {
      /** @description Pix recebidos (schema `Pix` da API Pix): `endToEndId`, `txid`, `valor` ("19.90"), `horario`; demais campos são aceitos e ignorados. */
      pix: ({
        endToEndId: string;
        txid?: string;
        valor: string;
        horario: string;
      } & {
        [key: string]: unknown;
      })[];
    } & {
      [key: string]: unknown;
    };
    RecNotice: {
      /** @description Recorrências (`RecNotification`): só `idRec` é lido; o resto é aceito e ignorado. */
      recs: ({
        idRec: string;
      } & {
        [key: string]: unknown;
      })[];
    } & {
      [key: string]: unknown;
    };
    CobrNotice: {
      /** @description Cobranças recorrentes (`CobRNotification`): só `idRec` e `txid` são lidos; o resto é aceito e ignorado. */
      cobsr: ({
        idRec: string;
        txid: string;
      } & {
        [key: string]: unknown;
      })[];
    } & {
      [key: string]: unknown;
    };
  };
  responses: never;
  parameters: {
    /**
     * @description Opcional. Uma chave única por operação (um UUID, por exemplo), de 1 a 255 caracteres ASCII imprimíveis, guardada por 24 horas por lojista. Reenviar a mesma chave com o mesmo método, caminho e corpo (a ordem das propriedades e os espaços não importam) devolve a primeira resposta com `Idempotent-Replayed: true`, sem executar nada de novo: respostas 2xx, 400 e 404 são guardadas; 422, 409 e 5xx não, então uma nova tentativa executa de novo. Se a operação foi feita mas sua resposta não chegou a ser guardada (o processo caiu), a nova tentativa a refaz a partir do recurso, como ele está agora, com o mesmo status e `Idempotent-Replayed: true`. A mesma chave com outro caminho ou corpo: **422** (`idempotency_key_reused`). Enquanto a primeira requisição ainda roda: **409** (`idempotency_in_progress`).
     * @example 5f0c7e9a-3b1d-4c2e-9f8a-1b2c3d4e5f60
     */
    IdempotencyKey: string;
  };
  requestBodies: never;
  headers: {
    /** @description `true` quando a resposta é a repetição guardada de uma requisição anterior com a mesma `Idempotency-Key`; ausente numa resposta nova. */
    IdempotentReplayed: 'true';
    /** @description Identificador desta requisição; o mesmo id está em todas as linhas de log dela. */
    RequestId: string;
    /** @description A política de limite que vale para esta requisição (draft-ietf-httpapi-ratelimit-headers): nome, cota (`q`) e janela em segundos (`w`). `"key"`: requisições por chave de API (o dobro da taxa por segundo numa janela de 2 s); `"auth"`: autenticações recusadas por endereço de origem, por minuto; `"poll"`: consultas por token de página; `"coupon"`: cupons recusados por endereço e lojista, por hora. Vem em toda resposta de uma rota limitada, exceto a de um corpo acima do limite (413), recusado antes de qualquer contagem. */
    RateLimitPolicy: string;
    /** @description Onde a requisição está na política: requisições que restam na janela (`r`) e segundos até a janela recomeçar (`t`). */
    RateLimit: string;
    /** @description Segundos até a próxima janela; antes disso a mesma requisição volta a ser 429. */
    RetryAfter: string;
    /** @description O esquema de autenticação a usar: sempre `ApiKey` (o cabeçalho é `Authorization: ApiKey <chave>`). */
    WwwAuthenticate: 'ApiKey';
  };
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  listCoupons: {
    parameters: {
      query?: {
        /**
         * @description Número da página, a partir de 0.
         * @example 0
         */
        page?: number;
        /**
         * @description Itens por página, a partir de 1. Um valor acima de 100 é atendido como 100 (não é rejeitado).
         * @example 20
         */
        size?: number;
        /** @description O `page.nextCursor` da resposta anterior: a página seguinte, lendo só os seus itens (prefira a `page` em listas grandes). Com `cursor`, `page` deve ser 0 ou omitido; um cursor alterado, de outro lojista ou de outros filtros é 422 (`invalid_cursor`). */
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Uma página de cupons. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CouponPageResponse'];
        };
      };
      /** @description Chave ausente, malformada, desconhecida, revogada, expirada ou de outro ambiente. */
      401: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WwwAuthenticate'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo acima de 16384 bytes. */
      413: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Um ou mais campos inválidos; `fields` lista todos de uma vez. */
      422: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Requisições demais: acima do limite da chave (ou do endereço, depois de autenticações recusadas demais). Nada foi feito; `Retry-After` diz em quantos segundos tentar de novo. */
      429: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Falha interna; a mensagem não revela detalhes. */
      500: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description O banco de dados está indisponível ou sobrecarregado mesmo depois das novas tentativas; nada foi gravado pela metade. `service_unavailable`: nada foi gravado; `write_outcome_unknown`: a gravação pode ter acontecido, repita com a mesma `Idempotency-Key`. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  createCoupon: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Opcional. Uma chave única por operação (um UUID, por exemplo), de 1 a 255 caracteres ASCII imprimíveis, guardada por 24 horas por lojista. Reenviar a mesma chave com o mesmo método, caminho e corpo (a ordem das propriedades e os espaços não importam) devolve a primeira resposta com `Idempotent-Replayed: true`, sem executar nada de novo: respostas 2xx, 400 e 404 são guardadas; 422, 409 e 5xx não, então uma nova tentativa executa de novo. Se a operação foi feita mas sua resposta não chegou a ser guardada (o processo caiu), a nova tentativa a refaz a partir do recurso, como ele está agora, com o mesmo status e `Idempotent-Replayed: true`. A mesma chave com outro caminho ou corpo: **422** (`idempotency_key_reused`). Enquanto a primeira requisição ainda roda: **409** (`idempotency_in_progress`).
         * @example 5f0c7e9a-3b1d-4c2e-9f8a-1b2c3d4e5f60
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateCouponRequest'];
      };
    };
    responses: {
      /** @description O cupom criado. */
      201: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CouponResponse'];
        };
      };
      /** @description O corpo não é um JSON válido, não é um objeto ou falta; ou a requisição conflita com o estado gravado. */
      400: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Chave ausente, malformada, desconhecida, revogada, expirada ou de outro ambiente. */
      401: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WwwAuthenticate'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description A chave é válida, mas a rota exige `FULL_ACCESS`. */
      403: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Uma requisição com a mesma `Idempotency-Key` ainda está em andamento; tente de novo em alguns segundos. Raro: `idempotency_response_lost`, a operação foi feita e o recurso que ela criou ou alterou foi removido depois, então não há resposta a refazer. */
      409: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo acima de 16384 bytes. */
      413: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo enviado com um Content-Type que não é JSON. */
      415: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Um ou mais campos inválidos; `fields` lista todos de uma vez. */
      422: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Requisições demais: acima do limite da chave (ou do endereço, depois de autenticações recusadas demais). Nada foi feito; `Retry-After` diz em quantos segundos tentar de novo. */
      429: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Falha interna; a mensagem não revela detalhes. */
      500: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description O banco de dados está indisponível ou sobrecarregado mesmo depois das novas tentativas; nada foi gravado pela metade. `service_unavailable`: nada foi gravado; `write_outcome_unknown`: a gravação pode ter acontecido, repita com a mesma `Idempotency-Key`. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getCoupon: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Identificador público do cupom (UUID). Um valor que não é UUID é respondido com 404, como um id desconhecido.
         * @example 019aab3c-5e7f-7a21-8c3d-4e5f6a7b8c9d
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description O cupom. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CouponResponse'];
        };
      };
      /** @description Chave ausente, malformada, desconhecida, revogada, expirada ou de outro ambiente. */
      401: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WwwAuthenticate'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Não existe, foi removido ou pertence a outro lojista (um id que não é UUID também). */
      404: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo acima de 16384 bytes. */
      413: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Requisições demais: acima do limite da chave (ou do endereço, depois de autenticações recusadas demais). Nada foi feito; `Retry-After` diz em quantos segundos tentar de novo. */
      429: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Falha interna; a mensagem não revela detalhes. */
      500: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description O banco de dados está indisponível ou sobrecarregado mesmo depois das novas tentativas; nada foi gravado pela metade. `service_unavailable`: nada foi gravado; `write_outcome_unknown`: a gravação pode ter acontecido, repita com a mesma `Idempotency-Key`. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  updateCoupon: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Identificador público do cupom (UUID). Um valor que não é UUID é respondido com 404, como um id desconhecido.
         * @example 019aab3c-5e7f-7a21-8c3d-4e5f6a7b8c9d
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateCouponRequest'];
      };
    };
    responses: {
      /** @description O cupom atualizado. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CouponResponse'];
        };
      };
      /** @description O corpo não é um JSON válido, não é um objeto ou falta; ou a requisição conflita com o estado gravado. */
      400: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Chave ausente, malformada, desconhecida, revogada, expirada ou de outro ambiente. */
      401: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WwwAuthenticate'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description A chave é válida, mas a rota exige `FULL_ACCESS`. */
      403: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Não existe, foi removido ou pertence a outro lojista (um id que não é UUID também). */
      404: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo acima de 16384 bytes. */
      413: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo enviado com um Content-Type que não é JSON. */
      415: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Um ou mais campos inválidos; `fields` lista todos de uma vez. */
      422: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Requisições demais: acima do limite da chave (ou do endereço, depois de autenticações recusadas demais). Nada foi feito; `Retry-After` diz em quantos segundos tentar de novo. */
      429: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Falha interna; a mensagem não revela detalhes. */
      500: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description O banco de dados está indisponível ou sobrecarregado mesmo depois das novas tentativas; nada foi gravado pela metade. `service_unavailable`: nada foi gravado; `write_outcome_unknown`: a gravação pode ter acontecido, repita com a mesma `Idempotency-Key`. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  deleteCoupon: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Identificador público do cupom (UUID). Um valor que não é UUID é respondido com 404, como um id desconhecido.
         * @example 019aab3c-5e7f-7a21-8c3d-4e5f6a7b8c9d
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Removido; sem corpo. */
      204: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Chave ausente, malformada, desconhecida, revogada, expirada ou de outro ambiente. */
      401: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WwwAuthenticate'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description A chave é válida, mas a rota exige `FULL_ACCESS`. */
      403: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Não existe, foi removido ou pertence a outro lojista (um id que não é UUID também). */
      404: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo acima de 16384 bytes. */
      413: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Requisições demais: acima do limite da chave (ou do endereço, depois de autenticações recusadas demais). Nada foi feito; `Retry-After` diz em quantos segundos tentar de novo. */
      429: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Falha interna; a mensagem não revela detalhes. */
      500: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description O banco de dados está indisponível ou sobrecarregado mesmo depois das novas tentativas; nada foi gravado pela metade. `service_unavailable`: nada foi gravado; `write_outcome_unknown`: a gravação pode ter acontecido, repita com a mesma `Idempotency-Key`. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  listCustomers: {
    parameters: {
      query?: {
        /**
         * @description Número da página, a partir de 0.
         * @example 0
         */
        page?: number;
        /**
         * @description Itens por página, a partir de 1. Um valor acima de 100 é atendido como 100 (não é rejeitado).
         * @example 20
         */
        size?: number;
        /** @description O `page.nextCursor` da resposta anterior: a página seguinte, lendo só os seus itens (prefira a `page` em listas grandes). Com `cursor`, `page` deve ser 0 ou omitido; um cursor alterado, de outro lojista ou de outros filtros é 422 (`invalid_cursor`). */
        cursor?: string;
        /**
         * @description Busca parcial em nome, e-mail, documento e telefone ao mesmo tempo.
         * @example maria
         */
        search?: string;
        /**
         * @description Parte do nome; ignora maiúsculas e acentos.
         * @example conceicao
         */
        name?: string;
        /**
         * @description Parte do e-mail; ignora maiúsculas.
         * @example exemplo.com
         */
        email?: string;
        /**
         * @description Parte do CPF ou CNPJ; a pontuação é ignorada.
         * @example 529.982
         */
        document?: string;
        /**
         * @description Parte do telefone; a formatação é ignorada.
         * @example 98765
         */
        phone?: string;
        /**
         * @description Situação exata, sem diferenciar maiúsculas: `ACTIVE`.
         * @example ACTIVE
         */
        status?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Uma página de clientes. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CustomerPageResponse'];
        };
      };
      /** @description Chave ausente, malformada, desconhecida, revogada, expirada ou de outro ambiente. */
      401: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WwwAuthenticate'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo acima de 16384 bytes. */
      413: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Um ou mais campos inválidos; `fields` lista todos de uma vez. */
      422: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Requisições demais: acima do limite da chave (ou do endereço, depois de autenticações recusadas demais). Nada foi feito; `Retry-After` diz em quantos segundos tentar de novo. */
      429: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Falha interna; a mensagem não revela detalhes. */
      500: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description O banco de dados está indisponível ou sobrecarregado mesmo depois das novas tentativas; nada foi gravado pela metade. `service_unavailable`: nada foi gravado; `write_outcome_unknown`: a gravação pode ter acontecido, repita com a mesma `Idempotency-Key`. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  createCustomer: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Opcional. Uma chave única por operação (um UUID, por exemplo), de 1 a 255 caracteres ASCII imprimíveis, guardada por 24 horas por lojista. Reenviar a mesma chave com o mesmo método, caminho e corpo (a ordem das propriedades e os espaços não importam) devolve a primeira resposta com `Idempotent-Replayed: true`, sem executar nada de novo: respostas 2xx, 400 e 404 são guardadas; 422, 409 e 5xx não, então uma nova tentativa executa de novo. Se a operação foi feita mas sua resposta não chegou a ser guardada (o processo caiu), a nova tentativa a refaz a partir do recurso, como ele está agora, com o mesmo status e `Idempotent-Replayed: true`. A mesma chave com outro caminho ou corpo: **422** (`idempotency_key_reused`). Enquanto a primeira requisição ainda roda: **409** (`idempotency_in_progress`).
         * @example 5f0c7e9a-3b1d-4c2e-9f8a-1b2c3d4e5f60
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateCustomerRequest'];
      };
    };
    responses: {
      /** @description O cliente criado, ou o cliente que já tinha o documento. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CustomerResponse'];
        };
      };
      /** @description O corpo não é um JSON válido, não é um objeto ou falta; ou a requisição conflita com o estado gravado. */
      400: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Chave ausente, malformada, desconhecida, revogada, expirada ou de outro ambiente. */
      401: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WwwAuthenticate'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description A chave é válida, mas a rota exige `FULL_ACCESS`. */
      403: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Uma requisição com a mesma `Idempotency-Key` ainda está em andamento; tente de novo em alguns segundos. Raro: `idempotency_response_lost`, a operação foi feita e o recurso que ela criou ou alterou foi removido depois, então não há resposta a refazer. */
      409: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo acima de 16384 bytes. */
      413: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo enviado com um Content-Type que não é JSON. */
      415: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Um ou mais campos inválidos; `fields` lista todos de uma vez. */
      422: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Requisições demais: acima do limite da chave (ou do endereço, depois de autenticações recusadas demais). Nada foi feito; `Retry-After` diz em quantos segundos tentar de novo. */
      429: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Falha interna; a mensagem não revela detalhes. */
      500: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description O banco de dados está indisponível ou sobrecarregado mesmo depois das novas tentativas; nada foi gravado pela metade. `service_unavailable`: nada foi gravado; `write_outcome_unknown`: a gravação pode ter acontecido, repita com a mesma `Idempotency-Key`. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getCustomer: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Identificador público do cliente (UUID). Um valor que não é UUID é respondido com 404, como um id desconhecido.
         * @example 019aab3c-6a10-7b32-9d4e-5f6a7b8c9d0e
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description O cliente. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CustomerResponse'];
        };
      };
      /** @description Chave ausente, malformada, desconhecida, revogada, expirada ou de outro ambiente. */
      401: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WwwAuthenticate'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Não existe, foi removido ou pertence a outro lojista (um id que não é UUID também). */
      404: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo acima de 16384 bytes. */
      413: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Requisições demais: acima do limite da chave (ou do endereço, depois de autenticações recusadas demais). Nada foi feito; `Retry-After` diz em quantos segundos tentar de novo. */
      429: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Falha interna; a mensagem não revela detalhes. */
      500: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description O banco de dados está indisponível ou sobrecarregado mesmo depois das novas tentativas; nada foi gravado pela metade. `service_unavailable`: nada foi gravado; `write_outcome_unknown`: a gravação pode ter acontecido, repita com a mesma `Idempotency-Key`. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  deleteCustomer: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Identificador público do cliente (UUID). Um valor que não é UUID é respondido com 404, como um id desconhecido.
         * @example 019aab3c-6a10-7b32-9d4e-5f6a7b8c9d0e
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Removido; sem corpo. */
      204: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Chave ausente, malformada, desconhecida, revogada, expirada ou de outro ambiente. */
      401: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WwwAuthenticate'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description A chave é válida, mas a rota exige `FULL_ACCESS`. */
      403: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Não existe, foi removido ou pertence a outro lojista (um id que não é UUID também). */
      404: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo acima de 16384 bytes. */
      413: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Requisições demais: acima do limite da chave (ou do endereço, depois de autenticações recusadas demais). Nada foi feito; `Retry-After` diz em quantos segundos tentar de novo. */
      429: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Falha interna; a mensagem não revela detalhes. */
      500: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description O banco de dados está indisponível ou sobrecarregado mesmo depois das novas tentativas; nada foi gravado pela metade. `service_unavailable`: nada foi gravado; `write_outcome_unknown`: a gravação pode ter acontecido, repita com a mesma `Idempotency-Key`. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  listProducts: {
    parameters: {
      query?: {
        /**
         * @description Número da página, a partir de 0.
         * @example 0
         */
        page?: number;
        /**
         * @description Itens por página, a partir de 1. Um valor acima de 100 é atendido como 100 (não é rejeitado).
         * @example 20
         */
        size?: number;
        /** @description O `page.nextCursor` da resposta anterior: a página seguinte, lendo só os seus itens (prefira a `page` em listas grandes). Com `cursor`, `page` deve ser 0 ou omitido; um cursor alterado, de outro lojista ou de outros filtros é 422 (`invalid_cursor`). */
        cursor?: string;
        /**
         * @description Só os produtos nesta situação: `ACTIVE` ou `INACTIVE` (sem diferenciar maiúsculas).
         * @example ACTIVE
         */
        status?: string;
        /**
         * @description Só o produto com este `externalId` exato.
         * @example SKU-0001
         */
        externalId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Uma página de produtos. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProductPageResponse'];
        };
      };
      /** @description Chave ausente, malformada, desconhecida, revogada, expirada ou de outro ambiente. */
      401: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WwwAuthenticate'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo acima de 16384 bytes. */
      413: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Um ou mais campos inválidos; `fields` lista todos de uma vez. */
      422: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Requisições demais: acima do limite da chave (ou do endereço, depois de autenticações recusadas demais). Nada foi feito; `Retry-After` diz em quantos segundos tentar de novo. */
      429: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Falha interna; a mensagem não revela detalhes. */
      500: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description O banco de dados está indisponível ou sobrecarregado mesmo depois das novas tentativas; nada foi gravado pela metade. `service_unavailable`: nada foi gravado; `write_outcome_unknown`: a gravação pode ter acontecido, repita com a mesma `Idempotency-Key`. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  createProduct: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Opcional. Uma chave única por operação (um UUID, por exemplo), de 1 a 255 caracteres ASCII imprimíveis, guardada por 24 horas por lojista. Reenviar a mesma chave com o mesmo método, caminho e corpo (a ordem das propriedades e os espaços não importam) devolve a primeira resposta com `Idempotent-Replayed: true`, sem executar nada de novo: respostas 2xx, 400 e 404 são guardadas; 422, 409 e 5xx não, então uma nova tentativa executa de novo. Se a operação foi feita mas sua resposta não chegou a ser guardada (o processo caiu), a nova tentativa a refaz a partir do recurso, como ele está agora, com o mesmo status e `Idempotent-Replayed: true`. A mesma chave com outro caminho ou corpo: **422** (`idempotency_key_reused`). Enquanto a primeira requisição ainda roda: **409** (`idempotency_in_progress`).
         * @example 5f0c7e9a-3b1d-4c2e-9f8a-1b2c3d4e5f60
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateProductRequest'];
      };
    };
    responses: {
      /** @description O produto criado. */
      201: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProductResponse'];
        };
      };
      /** @description O corpo não é um JSON válido, não é um objeto ou falta; ou a requisição conflita com o estado gravado. */
      400: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Chave ausente, malformada, desconhecida, revogada, expirada ou de outro ambiente. */
      401: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WwwAuthenticate'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description A chave é válida, mas a rota exige `FULL_ACCESS`. */
      403: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Uma requisição com a mesma `Idempotency-Key` ainda está em andamento; tente de novo em alguns segundos. Raro: `idempotency_response_lost`, a operação foi feita e o recurso que ela criou ou alterou foi removido depois, então não há resposta a refazer. */
      409: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo acima de 16384 bytes. */
      413: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo enviado com um Content-Type que não é JSON. */
      415: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Um ou mais campos inválidos; `fields` lista todos de uma vez. */
      422: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Requisições demais: acima do limite da chave (ou do endereço, depois de autenticações recusadas demais). Nada foi feito; `Retry-After` diz em quantos segundos tentar de novo. */
      429: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Falha interna; a mensagem não revela detalhes. */
      500: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description O banco de dados está indisponível ou sobrecarregado mesmo depois das novas tentativas; nada foi gravado pela metade. `service_unavailable`: nada foi gravado; `write_outcome_unknown`: a gravação pode ter acontecido, repita com a mesma `Idempotency-Key`. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getProduct: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Identificador público do produto (UUID). Um valor que não é UUID é respondido com 404, como um id desconhecido.
         * @example 019aab3c-7b21-7c43-ae5f-6a7b8c9d0e1f
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description O produto. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProductResponse'];
        };
      };
      /** @description Chave ausente, malformada, desconhecida, revogada, expirada ou de outro ambiente. */
      401: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WwwAuthenticate'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Não existe, foi removido ou pertence a outro lojista (um id que não é UUID também). */
      404: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo acima de 16384 bytes. */
      413: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Requisições demais: acima do limite da chave (ou do endereço, depois de autenticações recusadas demais). Nada foi feito; `Retry-After` diz em quantos segundos tentar de novo. */
      429: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Falha interna; a mensagem não revela detalhes. */
      500: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description O banco de dados está indisponível ou sobrecarregado mesmo depois das novas tentativas; nada foi gravado pela metade. `service_unavailable`: nada foi gravado; `write_outcome_unknown`: a gravação pode ter acontecido, repita com a mesma `Idempotency-Key`. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  updateProduct: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Identificador público do produto (UUID). Um valor que não é UUID é respondido com 404, como um id desconhecido.
         * @example 019aab3c-7b21-7c43-ae5f-6a7b8c9d0e1f
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateProductRequest'];
      };
    };
    responses: {
      /** @description O produto atualizado. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProductResponse'];
        };
      };
      /** @description O corpo não é um JSON válido, não é um objeto ou falta; ou a requisição conflita com o estado gravado. */
      400: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Chave ausente, malformada, desconhecida, revogada, expirada ou de outro ambiente. */
      401: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WwwAuthenticate'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description A chave é válida, mas a rota exige `FULL_ACCESS`. */
      403: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Não existe, foi removido ou pertence a outro lojista (um id que não é UUID também). */
      404: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo acima de 16384 bytes. */
      413: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo enviado com um Content-Type que não é JSON. */
      415: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Um ou mais campos inválidos; `fields` lista todos de uma vez. */
      422: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Requisições demais: acima do limite da chave (ou do endereço, depois de autenticações recusadas demais). Nada foi feito; `Retry-After` diz em quantos segundos tentar de novo. */
      429: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Falha interna; a mensagem não revela detalhes. */
      500: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description O banco de dados está indisponível ou sobrecarregado mesmo depois das novas tentativas; nada foi gravado pela metade. `service_unavailable`: nada foi gravado; `write_outcome_unknown`: a gravação pode ter acontecido, repita com a mesma `Idempotency-Key`. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  deleteProduct: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Identificador público do produto (UUID). Um valor que não é UUID é respondido com 404, como um id desconhecido.
         * @example 019aab3c-7b21-7c43-ae5f-6a7b8c9d0e1f
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Removido; sem corpo. */
      204: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Chave ausente, malformada, desconhecida, revogada, expirada ou de outro ambiente. */
      401: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WwwAuthenticate'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description A chave é válida, mas a rota exige `FULL_ACCESS`. */
      403: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Não existe, foi removido ou pertence a outro lojista (um id que não é UUID também). */
      404: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo acima de 16384 bytes. */
      413: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Requisições demais: acima do limite da chave (ou do endereço, depois de autenticações recusadas demais). Nada foi feito; `Retry-After` diz em quantos segundos tentar de novo. */
      429: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Falha interna; a mensagem não revela detalhes. */
      500: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description O banco de dados está indisponível ou sobrecarregado mesmo depois das novas tentativas; nada foi gravado pela metade. `service_unavailable`: nada foi gravado; `write_outcome_unknown`: a gravação pode ter acontecido, repita com a mesma `Idempotency-Key`. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  listCharges: {
    parameters: {
      query?: {
        /**
         * @description Número da página, a partir de 0.
         * @example 0
         */
        page?: number;
        /**
         * @description Itens por página, a partir de 1. Um valor acima de 100 é atendido como 100 (não é rejeitado).
         * @example 20
         */
        size?: number;
        /** @description O `page.nextCursor` da resposta anterior: a página seguinte, lendo só os seus itens (prefira a `page` em listas grandes). Com `cursor`, `page` deve ser 0 ou omitido; um cursor alterado, de outro lojista ou de outros filtros é 422 (`invalid_cursor`). */
        cursor?: string;
        /**
         * @description Só as cobranças nesta situação (sem diferenciar maiúsculas): `PENDING`, `PAID`, `EXPIRED`, `CANCELLED` ou `REFUNDED`. Lê só as cobranças dessa situação.
         * @example PAID
         */
        status?: string;
        /**
         * @description Só as cobranças deste cliente.
         * @example 019aab3c-6a10-7b32-9d4e-5f6a7b8c9d0e
         */
        customerId?: string;
        /**
         * @description Só as cobranças criadas a partir deste dia (AAAA-MM-DD, dia de São Paulo de `createdAt`), incluído. Lê só as cobranças do período.
         * @example 2026-11-01
         */
        from?: string;
        /**
         * @description Só as cobranças criadas até este dia (AAAA-MM-DD, dia de São Paulo), incluído; não pode ser anterior a `from`.
         * @example 2026-11-30
         */
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Uma página de cobranças. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChargePageResponse'];
        };
      };
      /** @description Chave ausente, malformada, desconhecida, revogada, expirada ou de outro ambiente. */
      401: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WwwAuthenticate'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo acima de 16384 bytes. */
      413: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Um ou mais campos inválidos; `fields` lista todos de uma vez. */
      422: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Requisições demais: acima do limite da chave (ou do endereço, depois de autenticações recusadas demais). Nada foi feito; `Retry-After` diz em quantos segundos tentar de novo. */
      429: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Falha interna; a mensagem não revela detalhes. */
      500: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description O banco de dados está indisponível ou sobrecarregado mesmo depois das novas tentativas; nada foi gravado pela metade. `service_unavailable`: nada foi gravado; `write_outcome_unknown`: a gravação pode ter acontecido, repita com a mesma `Idempotency-Key`. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  createCharge: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Opcional. Uma chave única por operação (um UUID, por exemplo), de 1 a 255 caracteres ASCII imprimíveis, guardada por 24 horas por lojista. Reenviar a mesma chave com o mesmo método, caminho e corpo (a ordem das propriedades e os espaços não importam) devolve a primeira resposta com `Idempotent-Replayed: true`, sem executar nada de novo: respostas 2xx, 400 e 404 são guardadas; 422, 409 e 5xx não, então uma nova tentativa executa de novo. Se a operação foi feita mas sua resposta não chegou a ser guardada (o processo caiu), a nova tentativa a refaz a partir do recurso, como ele está agora, com o mesmo status e `Idempotent-Replayed: true`. A mesma chave com outro caminho ou corpo: **422** (`idempotency_key_reused`). Enquanto a primeira requisição ainda roda: **409** (`idempotency_in_progress`).
         * @example 5f0c7e9a-3b1d-4c2e-9f8a-1b2c3d4e5f60
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateChargeRequest'];
      };
    };
    responses: {
      /** @description A cobrança criada, com o QR code. */
      201: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChargeResponse'];
        };
      };
      /** @description O corpo não é um JSON válido, não é um objeto ou falta; ou a requisição conflita com o estado gravado. */
      400: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Chave ausente, malformada, desconhecida, revogada, expirada ou de outro ambiente. */
      401: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WwwAuthenticate'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description A chave é válida, mas a rota exige `FULL_ACCESS`. */
      403: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Uma requisição com a mesma `Idempotency-Key` ainda está em andamento; tente de novo em alguns segundos. Raro: `idempotency_response_lost`, a operação foi feita e o recurso que ela criou ou alterou foi removido depois, então não há resposta a refazer. */
      409: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo acima de 16384 bytes. */
      413: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo enviado com um Content-Type que não é JSON. */
      415: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Um ou mais campos inválidos; `fields` lista todos de uma vez. */
      422: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Requisições demais: acima do limite da chave (ou do endereço, depois de autenticações recusadas demais). Nada foi feito; `Retry-After` diz em quantos segundos tentar de novo. */
      429: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Falha interna; a mensagem não revela detalhes. */
      500: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description O banco de dados está indisponível ou sobrecarregado mesmo depois das novas tentativas; nada foi gravado pela metade. `service_unavailable`: nada foi gravado; `write_outcome_unknown`: a gravação pode ter acontecido, repita com a mesma `Idempotency-Key`. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getCharge: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Identificador público da cobrança (UUID). Um valor que não é UUID é respondido com 404, como um id desconhecido.
         * @example 019aab3c-8c32-7d54-bf60-7b8c9d0e1f20
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A cobrança. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChargeResponse'];
        };
      };
      /** @description Chave ausente, malformada, desconhecida, revogada, expirada ou de outro ambiente. */
      401: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WwwAuthenticate'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Não existe, foi removido ou pertence a outro lojista (um id que não é UUID também). */
      404: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo acima de 16384 bytes. */
      413: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Requisições demais: acima do limite da chave (ou do endereço, depois de autenticações recusadas demais). Nada foi feito; `Retry-After` diz em quantos segundos tentar de novo. */
      429: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Falha interna; a mensagem não revela detalhes. */
      500: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description O banco de dados está indisponível ou sobrecarregado mesmo depois das novas tentativas; nada foi gravado pela metade. `service_unavailable`: nada foi gravado; `write_outcome_unknown`: a gravação pode ter acontecido, repita com a mesma `Idempotency-Key`. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getChargeAmount: {
    parameters: {
      query?: {
        /**
         * @description O dia (AAAA-MM-DD, fuso do negócio); hoje quando ausente.
         * @example 2026-12-25
         */
        date?: string;
      };
      header?: never;
      path: {
        /**
         * @description Identificador público da cobrança (UUID). Um valor que não é UUID é respondido com 404, como um id desconhecido.
         * @example 019aab3c-8c32-7d54-bf60-7b8c9d0e1f20
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description O valor do dia. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChargeAmountResponse'];
        };
      };
      /** @description O corpo não é um JSON válido, não é um objeto ou falta; ou a requisição conflita com o estado gravado. */
      400: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Chave ausente, malformada, desconhecida, revogada, expirada ou de outro ambiente. */
      401: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WwwAuthenticate'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Não existe, foi removido ou pertence a outro lojista (um id que não é UUID também). */
      404: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo acima de 16384 bytes. */
      413: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Um ou mais campos inválidos; `fields` lista todos de uma vez. */
      422: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Requisições demais: acima do limite da chave (ou do endereço, depois de autenticações recusadas demais). Nada foi feito; `Retry-After` diz em quantos segundos tentar de novo. */
      429: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Falha interna; a mensagem não revela detalhes. */
      500: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description O banco de dados está indisponível ou sobrecarregado mesmo depois das novas tentativas; nada foi gravado pela metade. `service_unavailable`: nada foi gravado; `write_outcome_unknown`: a gravação pode ter acontecido, repita com a mesma `Idempotency-Key`. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  cancelCharge: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Opcional. Uma chave única por operação (um UUID, por exemplo), de 1 a 255 caracteres ASCII imprimíveis, guardada por 24 horas por lojista. Reenviar a mesma chave com o mesmo método, caminho e corpo (a ordem das propriedades e os espaços não importam) devolve a primeira resposta com `Idempotent-Replayed: true`, sem executar nada de novo: respostas 2xx, 400 e 404 são guardadas; 422, 409 e 5xx não, então uma nova tentativa executa de novo. Se a operação foi feita mas sua resposta não chegou a ser guardada (o processo caiu), a nova tentativa a refaz a partir do recurso, como ele está agora, com o mesmo status e `Idempotent-Replayed: true`. A mesma chave com outro caminho ou corpo: **422** (`idempotency_key_reused`). Enquanto a primeira requisição ainda roda: **409** (`idempotency_in_progress`).
         * @example 5f0c7e9a-3b1d-4c2e-9f8a-1b2c3d4e5f60
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        /**
         * @description Identificador público da cobrança (UUID). Um valor que não é UUID é respondido com 404, como um id desconhecido.
         * @example 019aab3c-8c32-7d54-bf60-7b8c9d0e1f20
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A cobrança cancelada. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChargeResponse'];
        };
      };
      /** @description O corpo não é um JSON válido, não é um objeto ou falta; ou a requisição conflita com o estado gravado. */
      400: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Chave ausente, malformada, desconhecida, revogada, expirada ou de outro ambiente. */
      401: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WwwAuthenticate'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description A chave é válida, mas a rota exige `FULL_ACCESS`. */
      403: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Não existe, foi removido ou pertence a outro lojista (um id que não é UUID também). */
      404: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Uma requisição com a mesma `Idempotency-Key` ainda está em andamento; tente de novo em alguns segundos. Raro: `idempotency_response_lost`, a operação foi feita e o recurso que ela criou ou alterou foi removido depois, então não há resposta a refazer. */
      409: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo acima de 16384 bytes. */
      413: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo enviado com um Content-Type que não é JSON. */
      415: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Um ou mais campos inválidos; `fields` lista todos de uma vez. */
      422: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Requisições demais: acima do limite da chave (ou do endereço, depois de autenticações recusadas demais). Nada foi feito; `Retry-After` diz em quantos segundos tentar de novo. */
      429: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Falha interna; a mensagem não revela detalhes. */
      500: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description O banco de dados está indisponível ou sobrecarregado mesmo depois das novas tentativas; nada foi gravado pela metade. `service_unavailable`: nada foi gravado; `write_outcome_unknown`: a gravação pode ter acontecido, repita com a mesma `Idempotency-Key`. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  refundCharge: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Opcional. Uma chave única por operação (um UUID, por exemplo), de 1 a 255 caracteres ASCII imprimíveis, guardada por 24 horas por lojista. Reenviar a mesma chave com o mesmo método, caminho e corpo (a ordem das propriedades e os espaços não importam) devolve a primeira resposta com `Idempotent-Replayed: true`, sem executar nada de novo: respostas 2xx, 400 e 404 são guardadas; 422, 409 e 5xx não, então uma nova tentativa executa de novo. Se a operação foi feita mas sua resposta não chegou a ser guardada (o processo caiu), a nova tentativa a refaz a partir do recurso, como ele está agora, com o mesmo status e `Idempotent-Replayed: true`. A mesma chave com outro caminho ou corpo: **422** (`idempotency_key_reused`). Enquanto a primeira requisição ainda roda: **409** (`idempotency_in_progress`).
         * @example 5f0c7e9a-3b1d-4c2e-9f8a-1b2c3d4e5f60
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        /**
         * @description Identificador público da cobrança (UUID). Um valor que não é UUID é respondido com 404, como um id desconhecido.
         * @example 019aab3c-8c32-7d54-bf60-7b8c9d0e1f20
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['RefundChargeRequest'];
      };
    };
    responses: {
      /** @description A cobrança com o novo estorno. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChargeResponse'];
        };
      };
      /** @description O corpo não é um JSON válido, não é um objeto ou falta; ou a requisição conflita com o estado gravado. */
      400: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Chave ausente, malformada, desconhecida, revogada, expirada ou de outro ambiente. */
      401: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WwwAuthenticate'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description A chave é válida, mas a rota exige `FULL_ACCESS`. */
      403: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Não existe, foi removido ou pertence a outro lojista (um id que não é UUID também). */
      404: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Uma requisição com a mesma `Idempotency-Key` ainda está em andamento; tente de novo em alguns segundos. Raro: `idempotency_response_lost`, a operação foi feita e o recurso que ela criou ou alterou foi removido depois, então não há resposta a refazer. */
      409: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo acima de 16384 bytes. */
      413: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo enviado com um Content-Type que não é JSON. */
      415: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Um ou mais campos inválidos; `fields` lista todos de uma vez. */
      422: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Requisições demais: acima do limite da chave (ou do endereço, depois de autenticações recusadas demais). Nada foi feito; `Retry-After` diz em quantos segundos tentar de novo. */
      429: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Falha interna; a mensagem não revela detalhes. */
      500: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description O banco de dados está indisponível ou sobrecarregado mesmo depois das novas tentativas; nada foi gravado pela metade. `service_unavailable`: nada foi gravado; `write_outcome_unknown`: a gravação pode ter acontecido, repita com a mesma `Idempotency-Key`. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  simulateChargePayment: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Opcional. Uma chave única por operação (um UUID, por exemplo), de 1 a 255 caracteres ASCII imprimíveis, guardada por 24 horas por lojista. Reenviar a mesma chave com o mesmo método, caminho e corpo (a ordem das propriedades e os espaços não importam) devolve a primeira resposta com `Idempotent-Replayed: true`, sem executar nada de novo: respostas 2xx, 400 e 404 são guardadas; 422, 409 e 5xx não, então uma nova tentativa executa de novo. Se a operação foi feita mas sua resposta não chegou a ser guardada (o processo caiu), a nova tentativa a refaz a partir do recurso, como ele está agora, com o mesmo status e `Idempotent-Replayed: true`. A mesma chave com outro caminho ou corpo: **422** (`idempotency_key_reused`). Enquanto a primeira requisição ainda roda: **409** (`idempotency_in_progress`).
         * @example 5f0c7e9a-3b1d-4c2e-9f8a-1b2c3d4e5f60
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        /**
         * @description Identificador público da cobrança (UUID). Um valor que não é UUID é respondido com 404, como um id desconhecido.
         * @example 019aab3c-8c32-7d54-bf60-7b8c9d0e1f20
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['SimulatePaymentRequest'];
      };
    };
    responses: {
      /** @description A cobrança paga. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChargeResponse'];
        };
      };
      /** @description O corpo não é um JSON válido, não é um objeto ou falta; ou a requisição conflita com o estado gravado. */
      400: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Chave ausente, malformada, desconhecida, revogada, expirada ou de outro ambiente. */
      401: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WwwAuthenticate'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description A chave é válida, mas a rota exige `FULL_ACCESS`. */
      403: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Não existe, foi removido ou pertence a outro lojista (um id que não é UUID também). */
      404: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Uma requisição com a mesma `Idempotency-Key` ainda está em andamento; tente de novo em alguns segundos. Raro: `idempotency_response_lost`, a operação foi feita e o recurso que ela criou ou alterou foi removido depois, então não há resposta a refazer. */
      409: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo acima de 16384 bytes. */
      413: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo enviado com um Content-Type que não é JSON. */
      415: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Um ou mais campos inválidos; `fields` lista todos de uma vez. */
      422: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Requisições demais: acima do limite da chave (ou do endereço, depois de autenticações recusadas demais). Nada foi feito; `Retry-After` diz em quantos segundos tentar de novo. */
      429: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Falha interna; a mensagem não revela detalhes. */
      500: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description O banco de dados está indisponível ou sobrecarregado mesmo depois das novas tentativas; nada foi gravado pela metade. `service_unavailable`: nada foi gravado; `write_outcome_unknown`: a gravação pode ter acontecido, repita com a mesma `Idempotency-Key`. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  simulateChargeMedReturn: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Opcional. Uma chave única por operação (um UUID, por exemplo), de 1 a 255 caracteres ASCII imprimíveis, guardada por 24 horas por lojista. Reenviar a mesma chave com o mesmo método, caminho e corpo (a ordem das propriedades e os espaços não importam) devolve a primeira resposta com `Idempotent-Replayed: true`, sem executar nada de novo: respostas 2xx, 400 e 404 são guardadas; 422, 409 e 5xx não, então uma nova tentativa executa de novo. Se a operação foi feita mas sua resposta não chegou a ser guardada (o processo caiu), a nova tentativa a refaz a partir do recurso, como ele está agora, com o mesmo status e `Idempotent-Replayed: true`. A mesma chave com outro caminho ou corpo: **422** (`idempotency_key_reused`). Enquanto a primeira requisição ainda roda: **409** (`idempotency_in_progress`).
         * @example 5f0c7e9a-3b1d-4c2e-9f8a-1b2c3d4e5f60
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        /**
         * @description Identificador público da cobrança (UUID). Um valor que não é UUID é respondido com 404, como um id desconhecido.
         * @example 019aab3c-8c32-7d54-bf60-7b8c9d0e1f20
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['SimulateMedReturnRequest'];
      };
    };
    responses: {
      /** @description A cobrança com a devolução MED. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChargeResponse'];
        };
      };
      /** @description O corpo não é um JSON válido, não é um objeto ou falta; ou a requisição conflita com o estado gravado. */
      400: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Chave ausente, malformada, desconhecida, revogada, expirada ou de outro ambiente. */
      401: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WwwAuthenticate'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description A chave é válida, mas a rota exige `FULL_ACCESS`. */
      403: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Não existe, foi removido ou pertence a outro lojista (um id que não é UUID também). */
      404: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Uma requisição com a mesma `Idempotency-Key` ainda está em andamento; tente de novo em alguns segundos. Raro: `idempotency_response_lost`, a operação foi feita e o recurso que ela criou ou alterou foi removido depois, então não há resposta a refazer. */
      409: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo acima de 16384 bytes. */
      413: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo enviado com um Content-Type que não é JSON. */
      415: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Um ou mais campos inválidos; `fields` lista todos de uma vez. */
      422: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Requisições demais: acima do limite da chave (ou do endereço, depois de autenticações recusadas demais). Nada foi feito; `Retry-After` diz em quantos segundos tentar de novo. */
      429: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Falha interna; a mensagem não revela detalhes. */
      500: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description O banco de dados está indisponível ou sobrecarregado mesmo depois das novas tentativas; nada foi gravado pela metade. `service_unavailable`: nada foi gravado; `write_outcome_unknown`: a gravação pode ter acontecido, repita com a mesma `Idempotency-Key`. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  listCheckouts: {
    parameters: {
      query?: {
        /**
         * @description Número da página, a partir de 0.
         * @example 0
         */
        page?: number;
        /**
         * @description Itens por página, a partir de 1. Um valor acima de 100 é atendido como 100 (não é rejeitado).
         * @example 20
         */
        size?: number;
        /** @description O `page.nextCursor` da resposta anterior: a página seguinte, lendo só os seus itens (prefira a `page` em listas grandes). Com `cursor`, `page` deve ser 0 ou omitido; um cursor alterado, de outro lojista ou de outros filtros é 422 (`invalid_cursor`). */
        cursor?: string;
        /**
         * @description Só nesta situação: `OPEN`, `COMPLETED`, `EXPIRED` ou `CANCELLED` (sem diferenciar maiúsculas).
         * @example OPEN
         */
        status?: string;
        /**
         * @description Só os checkouts deste cliente.
         * @example 019aab3c-6a10-7b32-9d4e-5f6a7b8c9d0e
         */
        customerId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Uma página de checkouts (`url` é null: o token só aparece na criação). */
      200: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CheckoutPageResponse'];
        };
      };
      /** @description Chave ausente, malformada, desconhecida, revogada, expirada ou de outro ambiente. */
      401: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WwwAuthenticate'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo acima de 16384 bytes. */
      413: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Um ou mais campos inválidos; `fields` lista todos de uma vez. */
      422: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Requisições demais: acima do limite da chave (ou do endereço, depois de autenticações recusadas demais). Nada foi feito; `Retry-After` diz em quantos segundos tentar de novo. */
      429: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Falha interna; a mensagem não revela detalhes. */
      500: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description O banco de dados está indisponível ou sobrecarregado mesmo depois das novas tentativas; nada foi gravado pela metade. `service_unavailable`: nada foi gravado; `write_outcome_unknown`: a gravação pode ter acontecido, repita com a mesma `Idempotency-Key`. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  createCheckout: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Opcional. Uma chave única por operação (um UUID, por exemplo), de 1 a 255 caracteres ASCII imprimíveis, guardada por 24 horas por lojista. Reenviar a mesma chave com o mesmo método, caminho e corpo (a ordem das propriedades e os espaços não importam) devolve a primeira resposta com `Idempotent-Replayed: true`, sem executar nada de novo: respostas 2xx, 400 e 404 são guardadas; 422, 409 e 5xx não, então uma nova tentativa executa de novo. Se a operação foi feita mas sua resposta não chegou a ser guardada (o processo caiu), a nova tentativa a refaz a partir do recurso, como ele está agora, com o mesmo status e `Idempotent-Replayed: true`. A mesma chave com outro caminho ou corpo: **422** (`idempotency_key_reused`). Enquanto a primeira requisição ainda roda: **409** (`idempotency_in_progress`).
         * @example 5f0c7e9a-3b1d-4c2e-9f8a-1b2c3d4e5f60
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateCheckoutRequest'];
      };
    };
    responses: {
      /** @description O checkout criado, com `url`. */
      201: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CheckoutResponse'];
        };
      };
      /** @description O corpo não é um JSON válido, não é um objeto ou falta; ou a requisição conflita com o estado gravado. */
      400: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Chave ausente, malformada, desconhecida, revogada, expirada ou de outro ambiente. */
      401: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WwwAuthenticate'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description A chave é válida, mas a rota exige `FULL_ACCESS`. */
      403: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Uma requisição com a mesma `Idempotency-Key` ainda está em andamento; tente de novo em alguns segundos. Raro: `idempotency_response_lost`, a operação foi feita e o recurso que ela criou ou alterou foi removido depois, então não há resposta a refazer. */
      409: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo acima de 16384 bytes. */
      413: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo enviado com um Content-Type que não é JSON. */
      415: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Um ou mais campos inválidos; `fields` lista todos de uma vez. */
      422: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Requisições demais: acima do limite da chave (ou do endereço, depois de autenticações recusadas demais). Nada foi feito; `Retry-After` diz em quantos segundos tentar de novo. */
      429: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Falha interna; a mensagem não revela detalhes. */
      500: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description O banco de dados está indisponível ou sobrecarregado mesmo depois das novas tentativas; nada foi gravado pela metade. `service_unavailable`: nada foi gravado; `write_outcome_unknown`: a gravação pode ter acontecido, repita com a mesma `Idempotency-Key`. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getCheckout: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Identificador público do checkout (UUID). Um valor que não é UUID é respondido com 404, como um id desconhecido.
         * @example 019aab3c-9d43-7e65-8071-8c9d0e1f2a31
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description O checkout. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CheckoutResponse'];
        };
      };
      /** @description Chave ausente, malformada, desconhecida, revogada, expirada ou de outro ambiente. */
      401: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WwwAuthenticate'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Não existe, foi removido ou pertence a outro lojista (um id que não é UUID também). */
      404: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo acima de 16384 bytes. */
      413: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Requisições demais: acima do limite da chave (ou do endereço, depois de autenticações recusadas demais). Nada foi feito; `Retry-After` diz em quantos segundos tentar de novo. */
      429: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Falha interna; a mensagem não revela detalhes. */
      500: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description O banco de dados está indisponível ou sobrecarregado mesmo depois das novas tentativas; nada foi gravado pela metade. `service_unavailable`: nada foi gravado; `write_outcome_unknown`: a gravação pode ter acontecido, repita com a mesma `Idempotency-Key`. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  cancelCheckout: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Opcional. Uma chave única por operação (um UUID, por exemplo), de 1 a 255 caracteres ASCII imprimíveis, guardada por 24 horas por lojista. Reenviar a mesma chave com o mesmo método, caminho e corpo (a ordem das propriedades e os espaços não importam) devolve a primeira resposta com `Idempotent-Replayed: true`, sem executar nada de novo: respostas 2xx, 400 e 404 são guardadas; 422, 409 e 5xx não, então uma nova tentativa executa de novo. Se a operação foi feita mas sua resposta não chegou a ser guardada (o processo caiu), a nova tentativa a refaz a partir do recurso, como ele está agora, com o mesmo status e `Idempotent-Replayed: true`. A mesma chave com outro caminho ou corpo: **422** (`idempotency_key_reused`). Enquanto a primeira requisição ainda roda: **409** (`idempotency_in_progress`).
         * @example 5f0c7e9a-3b1d-4c2e-9f8a-1b2c3d4e5f60
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        /**
         * @description Identificador público do checkout (UUID). Um valor que não é UUID é respondido com 404, como um id desconhecido.
         * @example 019aab3c-9d43-7e65-8071-8c9d0e1f2a31
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description O checkout cancelado. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CheckoutResponse'];
        };
      };
      /** @description O corpo não é um JSON válido, não é um objeto ou falta; ou a requisição conflita com o estado gravado. */
      400: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Chave ausente, malformada, desconhecida, revogada, expirada ou de outro ambiente. */
      401: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WwwAuthenticate'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description A chave é válida, mas a rota exige `FULL_ACCESS`. */
      403: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Não existe, foi removido ou pertence a outro lojista (um id que não é UUID também). */
      404: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Uma requisição com a mesma `Idempotency-Key` ainda está em andamento; tente de novo em alguns segundos. Raro: `idempotency_response_lost`, a operação foi feita e o recurso que ela criou ou alterou foi removido depois, então não há resposta a refazer. */
      409: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo acima de 16384 bytes. */
      413: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo enviado com um Content-Type que não é JSON. */
      415: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Um ou mais campos inválidos; `fields` lista todos de uma vez. */
      422: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Requisições demais: acima do limite da chave (ou do endereço, depois de autenticações recusadas demais). Nada foi feito; `Retry-After` diz em quantos segundos tentar de novo. */
      429: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Falha interna; a mensagem não revela detalhes. */
      500: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description O banco de dados está indisponível ou sobrecarregado mesmo depois das novas tentativas; nada foi gravado pela metade. `service_unavailable`: nada foi gravado; `write_outcome_unknown`: a gravação pode ter acontecido, repita com a mesma `Idempotency-Key`. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  listSubscriptions: {
    parameters: {
      query?: {
        /**
         * @description Número da página, a partir de 0.
         * @example 0
         */
        page?: number;
        /**
         * @description Itens por página, a partir de 1. Um valor acima de 100 é atendido como 100 (não é rejeitado).
         * @example 20
         */
        size?: number;
        /** @description O `page.nextCursor` da resposta anterior: a página seguinte, lendo só os seus itens (prefira a `page` em listas grandes). Com `cursor`, `page` deve ser 0 ou omitido; um cursor alterado, de outro lojista ou de outros filtros é 422 (`invalid_cursor`). */
        cursor?: string;
        /**
         * @description Só as assinaturas nesta situação (sem diferenciar maiúsculas).
         * @example ACTIVE
         */
        status?: string;
        /**
         * @description Só as assinaturas deste cliente.
         * @example 019aab3c-6a10-7b32-9d4e-5f6a7b8c9d0e
         */
        customerId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Uma página de assinaturas. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SubscriptionPageResponse'];
        };
      };
      /** @description Chave ausente, malformada, desconhecida, revogada, expirada ou de outro ambiente. */
      401: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WwwAuthenticate'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo acima de 16384 bytes. */
      413: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Um ou mais campos inválidos; `fields` lista todos de uma vez. */
      422: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Requisições demais: acima do limite da chave (ou do endereço, depois de autenticações recusadas demais). Nada foi feito; `Retry-After` diz em quantos segundos tentar de novo. */
      429: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Falha interna; a mensagem não revela detalhes. */
      500: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description O banco de dados está indisponível ou sobrecarregado mesmo depois das novas tentativas; nada foi gravado pela metade. `service_unavailable`: nada foi gravado; `write_outcome_unknown`: a gravação pode ter acontecido, repita com a mesma `Idempotency-Key`. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  createSubscription: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Opcional. Uma chave única por operação (um UUID, por exemplo), de 1 a 255 caracteres ASCII imprimíveis, guardada por 24 horas por lojista. Reenviar a mesma chave com o mesmo método, caminho e corpo (a ordem das propriedades e os espaços não importam) devolve a primeira resposta com `Idempotent-Replayed: true`, sem executar nada de novo: respostas 2xx, 400 e 404 são guardadas; 422, 409 e 5xx não, então uma nova tentativa executa de novo. Se a operação foi feita mas sua resposta não chegou a ser guardada (o processo caiu), a nova tentativa a refaz a partir do recurso, como ele está agora, com o mesmo status e `Idempotent-Replayed: true`. A mesma chave com outro caminho ou corpo: **422** (`idempotency_key_reused`). Enquanto a primeira requisição ainda roda: **409** (`idempotency_in_progress`).
         * @example 5f0c7e9a-3b1d-4c2e-9f8a-1b2c3d4e5f60
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateSubscriptionRequest'];
      };
    };
    responses: {
      /** @description A assinatura criada, aguardando o pagador. */
      201: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SubscriptionResponse'];
        };
      };
      /** @description O corpo não é um JSON válido, não é um objeto ou falta; ou a requisição conflita com o estado gravado. */
      400: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Chave ausente, malformada, desconhecida, revogada, expirada ou de outro ambiente. */
      401: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WwwAuthenticate'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description A chave é válida, mas a rota exige `FULL_ACCESS`. */
      403: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Uma requisição com a mesma `Idempotency-Key` ainda está em andamento; tente de novo em alguns segundos. Raro: `idempotency_response_lost`, a operação foi feita e o recurso que ela criou ou alterou foi removido depois, então não há resposta a refazer. */
      409: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo acima de 16384 bytes. */
      413: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo enviado com um Content-Type que não é JSON. */
      415: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Um ou mais campos inválidos; `fields` lista todos de uma vez. */
      422: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Requisições demais: acima do limite da chave (ou do endereço, depois de autenticações recusadas demais). Nada foi feito; `Retry-After` diz em quantos segundos tentar de novo. */
      429: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Falha interna; a mensagem não revela detalhes. */
      500: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description O banco de dados está indisponível ou sobrecarregado mesmo depois das novas tentativas; nada foi gravado pela metade. `service_unavailable`: nada foi gravado; `write_outcome_unknown`: a gravação pode ter acontecido, repita com a mesma `Idempotency-Key`. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getSubscription: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Identificador público da assinatura (UUID). Um valor que não é UUID é respondido com 404, como um id desconhecido.
         * @example 019aab3c-9d43-7e65-8071-8c9d0e1f2031
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A assinatura. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SubscriptionResponse'];
        };
      };
      /** @description Chave ausente, malformada, desconhecida, revogada, expirada ou de outro ambiente. */
      401: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WwwAuthenticate'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Não existe, foi removido ou pertence a outro lojista (um id que não é UUID também). */
      404: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo acima de 16384 bytes. */
      413: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Requisições demais: acima do limite da chave (ou do endereço, depois de autenticações recusadas demais). Nada foi feito; `Retry-After` diz em quantos segundos tentar de novo. */
      429: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Falha interna; a mensagem não revela detalhes. */
      500: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description O banco de dados está indisponível ou sobrecarregado mesmo depois das novas tentativas; nada foi gravado pela metade. `service_unavailable`: nada foi gravado; `write_outcome_unknown`: a gravação pode ter acontecido, repita com a mesma `Idempotency-Key`. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  listSubscriptionCycles: {
    parameters: {
      query?: {
        /**
         * @description Número da página, a partir de 0.
         * @example 0
         */
        page?: number;
        /**
         * @description Itens por página, a partir de 1. Um valor acima de 100 é atendido como 100 (não é rejeitado).
         * @example 20
         */
        size?: number;
      };
      header?: never;
      path: {
        /**
         * @description Identificador público da assinatura (UUID). Um valor que não é UUID é respondido com 404, como um id desconhecido.
         * @example 019aab3c-9d43-7e65-8071-8c9d0e1f2031
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Uma página de ciclos. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CyclePageResponse'];
        };
      };
      /** @description Chave ausente, malformada, desconhecida, revogada, expirada ou de outro ambiente. */
      401: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WwwAuthenticate'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Não existe, foi removido ou pertence a outro lojista (um id que não é UUID também). */
      404: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo acima de 16384 bytes. */
      413: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Um ou mais campos inválidos; `fields` lista todos de uma vez. */
      422: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Requisições demais: acima do limite da chave (ou do endereço, depois de autenticações recusadas demais). Nada foi feito; `Retry-After` diz em quantos segundos tentar de novo. */
      429: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Falha interna; a mensagem não revela detalhes. */
      500: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description O banco de dados está indisponível ou sobrecarregado mesmo depois das novas tentativas; nada foi gravado pela metade. `service_unavailable`: nada foi gravado; `write_outcome_unknown`: a gravação pode ter acontecido, repita com a mesma `Idempotency-Key`. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  cancelSubscription: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Opcional. Uma chave única por operação (um UUID, por exemplo), de 1 a 255 caracteres ASCII imprimíveis, guardada por 24 horas por lojista. Reenviar a mesma chave com o mesmo método, caminho e corpo (a ordem das propriedades e os espaços não importam) devolve a primeira resposta com `Idempotent-Replayed: true`, sem executar nada de novo: respostas 2xx, 400 e 404 são guardadas; 422, 409 e 5xx não, então uma nova tentativa executa de novo. Se a operação foi feita mas sua resposta não chegou a ser guardada (o processo caiu), a nova tentativa a refaz a partir do recurso, como ele está agora, com o mesmo status e `Idempotent-Replayed: true`. A mesma chave com outro caminho ou corpo: **422** (`idempotency_key_reused`). Enquanto a primeira requisição ainda roda: **409** (`idempotency_in_progress`).
         * @example 5f0c7e9a-3b1d-4c2e-9f8a-1b2c3d4e5f60
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        /**
         * @description Identificador público da assinatura (UUID). Um valor que não é UUID é respondido com 404, como um id desconhecido.
         * @example 019aab3c-9d43-7e65-8071-8c9d0e1f2031
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A assinatura cancelada. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SubscriptionResponse'];
        };
      };
      /** @description O corpo não é um JSON válido, não é um objeto ou falta; ou a requisição conflita com o estado gravado. */
      400: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Chave ausente, malformada, desconhecida, revogada, expirada ou de outro ambiente. */
      401: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WwwAuthenticate'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description A chave é válida, mas a rota exige `FULL_ACCESS`. */
      403: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Não existe, foi removido ou pertence a outro lojista (um id que não é UUID também). */
      404: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Uma requisição com a mesma `Idempotency-Key` ainda está em andamento; tente de novo em alguns segundos. Raro: `idempotency_response_lost`, a operação foi feita e o recurso que ela criou ou alterou foi removido depois, então não há resposta a refazer. */
      409: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo acima de 16384 bytes. */
      413: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo enviado com um Content-Type que não é JSON. */
      415: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Um ou mais campos inválidos; `fields` lista todos de uma vez. */
      422: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Requisições demais: acima do limite da chave (ou do endereço, depois de autenticações recusadas demais). Nada foi feito; `Retry-After` diz em quantos segundos tentar de novo. */
      429: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Falha interna; a mensagem não revela detalhes. */
      500: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description O banco de dados está indisponível ou sobrecarregado mesmo depois das novas tentativas; nada foi gravado pela metade. `service_unavailable`: nada foi gravado; `write_outcome_unknown`: a gravação pode ter acontecido, repita com a mesma `Idempotency-Key`. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  simulateSubscriptionAuthorization: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Opcional. Uma chave única por operação (um UUID, por exemplo), de 1 a 255 caracteres ASCII imprimíveis, guardada por 24 horas por lojista. Reenviar a mesma chave com o mesmo método, caminho e corpo (a ordem das propriedades e os espaços não importam) devolve a primeira resposta com `Idempotent-Replayed: true`, sem executar nada de novo: respostas 2xx, 400 e 404 são guardadas; 422, 409 e 5xx não, então uma nova tentativa executa de novo. Se a operação foi feita mas sua resposta não chegou a ser guardada (o processo caiu), a nova tentativa a refaz a partir do recurso, como ele está agora, com o mesmo status e `Idempotent-Replayed: true`. A mesma chave com outro caminho ou corpo: **422** (`idempotency_key_reused`). Enquanto a primeira requisição ainda roda: **409** (`idempotency_in_progress`).
         * @example 5f0c7e9a-3b1d-4c2e-9f8a-1b2c3d4e5f60
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        /**
         * @description Identificador público da assinatura (UUID). Um valor que não é UUID é respondido com 404, como um id desconhecido.
         * @example 019aab3c-9d43-7e65-8071-8c9d0e1f2031
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SimulateAuthorizationRequest'];
      };
    };
    responses: {
      /** @description A assinatura depois da resposta. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SubscriptionResponse'];
        };
      };
      /** @description O corpo não é um JSON válido, não é um objeto ou falta; ou a requisição conflita com o estado gravado. */
      400: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Chave ausente, malformada, desconhecida, revogada, expirada ou de outro ambiente. */
      401: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WwwAuthenticate'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description A chave é válida, mas a rota exige `FULL_ACCESS`. */
      403: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Não existe, foi removido ou pertence a outro lojista (um id que não é UUID também). */
      404: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Uma requisição com a mesma `Idempotency-Key` ainda está em andamento; tente de novo em alguns segundos. Raro: `idempotency_response_lost`, a operação foi feita e o recurso que ela criou ou alterou foi removido depois, então não há resposta a refazer. */
      409: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo acima de 16384 bytes. */
      413: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo enviado com um Content-Type que não é JSON. */
      415: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Um ou mais campos inválidos; `fields` lista todos de uma vez. */
      422: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Requisições demais: acima do limite da chave (ou do endereço, depois de autenticações recusadas demais). Nada foi feito; `Retry-After` diz em quantos segundos tentar de novo. */
      429: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Falha interna; a mensagem não revela detalhes. */
      500: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description O banco de dados está indisponível ou sobrecarregado mesmo depois das novas tentativas; nada foi gravado pela metade. `service_unavailable`: nada foi gravado; `write_outcome_unknown`: a gravação pode ter acontecido, repita com a mesma `Idempotency-Key`. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  simulateSubscriptionRevocation: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Opcional. Uma chave única por operação (um UUID, por exemplo), de 1 a 255 caracteres ASCII imprimíveis, guardada por 24 horas por lojista. Reenviar a mesma chave com o mesmo método, caminho e corpo (a ordem das propriedades e os espaços não importam) devolve a primeira resposta com `Idempotent-Replayed: true`, sem executar nada de novo: respostas 2xx, 400 e 404 são guardadas; 422, 409 e 5xx não, então uma nova tentativa executa de novo. Se a operação foi feita mas sua resposta não chegou a ser guardada (o processo caiu), a nova tentativa a refaz a partir do recurso, como ele está agora, com o mesmo status e `Idempotent-Replayed: true`. A mesma chave com outro caminho ou corpo: **422** (`idempotency_key_reused`). Enquanto a primeira requisição ainda roda: **409** (`idempotency_in_progress`).
         * @example 5f0c7e9a-3b1d-4c2e-9f8a-1b2c3d4e5f60
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        /**
         * @description Identificador público da assinatura (UUID). Um valor que não é UUID é respondido com 404, como um id desconhecido.
         * @example 019aab3c-9d43-7e65-8071-8c9d0e1f2031
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A assinatura cancelada pelo pagador. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SubscriptionResponse'];
        };
      };
      /** @description O corpo não é um JSON válido, não é um objeto ou falta; ou a requisição conflita com o estado gravado. */
      400: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Chave ausente, malformada, desconhecida, revogada, expirada ou de outro ambiente. */
      401: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WwwAuthenticate'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description A chave é válida, mas a rota exige `FULL_ACCESS`. */
      403: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Não existe, foi removido ou pertence a outro lojista (um id que não é UUID também). */
      404: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Uma requisição com a mesma `Idempotency-Key` ainda está em andamento; tente de novo em alguns segundos. Raro: `idempotency_response_lost`, a operação foi feita e o recurso que ela criou ou alterou foi removido depois, então não há resposta a refazer. */
      409: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo acima de 16384 bytes. */
      413: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo enviado com um Content-Type que não é JSON. */
      415: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Um ou mais campos inválidos; `fields` lista todos de uma vez. */
      422: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Requisições demais: acima do limite da chave (ou do endereço, depois de autenticações recusadas demais). Nada foi feito; `Retry-After` diz em quantos segundos tentar de novo. */
      429: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Falha interna; a mensagem não revela detalhes. */
      500: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description O banco de dados está indisponível ou sobrecarregado mesmo depois das novas tentativas; nada foi gravado pela metade. `service_unavailable`: nada foi gravado; `write_outcome_unknown`: a gravação pode ter acontecido, repita com a mesma `Idempotency-Key`. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  simulateSubscriptionNextCycle: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Opcional. Uma chave única por operação (um UUID, por exemplo), de 1 a 255 caracteres ASCII imprimíveis, guardada por 24 horas por lojista. Reenviar a mesma chave com o mesmo método, caminho e corpo (a ordem das propriedades e os espaços não importam) devolve a primeira resposta com `Idempotent-Replayed: true`, sem executar nada de novo: respostas 2xx, 400 e 404 são guardadas; 422, 409 e 5xx não, então uma nova tentativa executa de novo. Se a operação foi feita mas sua resposta não chegou a ser guardada (o processo caiu), a nova tentativa a refaz a partir do recurso, como ele está agora, com o mesmo status e `Idempotent-Replayed: true`. A mesma chave com outro caminho ou corpo: **422** (`idempotency_key_reused`). Enquanto a primeira requisição ainda roda: **409** (`idempotency_in_progress`).
         * @example 5f0c7e9a-3b1d-4c2e-9f8a-1b2c3d4e5f60
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        /**
         * @description Identificador público da assinatura (UUID). Um valor que não é UUID é respondido com 404, como um id desconhecido.
         * @example 019aab3c-9d43-7e65-8071-8c9d0e1f2031
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SimulateNextCycleRequest'];
      };
    };
    responses: {
      /** @description O ciclo depois da tentativa. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CycleResponse'];
        };
      };
      /** @description O corpo não é um JSON válido, não é um objeto ou falta; ou a requisição conflita com o estado gravado. */
      400: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Chave ausente, malformada, desconhecida, revogada, expirada ou de outro ambiente. */
      401: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WwwAuthenticate'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description A chave é válida, mas a rota exige `FULL_ACCESS`. */
      403: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Não existe, foi removido ou pertence a outro lojista (um id que não é UUID também). */
      404: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Uma requisição com a mesma `Idempotency-Key` ainda está em andamento; tente de novo em alguns segundos. Raro: `idempotency_response_lost`, a operação foi feita e o recurso que ela criou ou alterou foi removido depois, então não há resposta a refazer. */
      409: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo acima de 16384 bytes. */
      413: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo enviado com um Content-Type que não é JSON. */
      415: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Um ou mais campos inválidos; `fields` lista todos de uma vez. */
      422: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Requisições demais: acima do limite da chave (ou do endereço, depois de autenticações recusadas demais). Nada foi feito; `Retry-After` diz em quantos segundos tentar de novo. */
      429: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Falha interna; a mensagem não revela detalhes. */
      500: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description O banco de dados está indisponível ou sobrecarregado mesmo depois das novas tentativas; nada foi gravado pela metade. `service_unavailable`: nada foi gravado; `write_outcome_unknown`: a gravação pode ter acontecido, repita com a mesma `Idempotency-Key`. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getPaymentPage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description O token do link de pagamento (43 caracteres base64url, 256 bits aleatórios): a única credencial do pagador. Só o seu SHA-256 é guardado.
         * @example q8Zk3nW1xV7bT2mR9pL4cY6hJ0sD5fG8aE3uI1oK7wQ
         */
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A página HTML. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'text/html': unknown;
        };
      };
      /** @description Token desconhecido: uma página HTML "Pagamento não encontrado". */
      404: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'text/html': unknown;
        };
      };
      /** @description Corpo acima de 16384 bytes. */
      413: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Endereço com tokens desconhecidos demais (conta como autenticação recusada): uma página HTML "Muitas tentativas", com `Retry-After` e os campos RateLimit do endereço. */
      429: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          /** @description Com `rate_limited`: segundos até a próxima janela. */
          'Retry-After'?: string;
          [name: string]: unknown;
        };
        content: {
          'text/html': unknown;
        };
      };
      /** @description Falha interna; a mensagem não revela detalhes. */
      500: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description O banco de dados está indisponível ou sobrecarregado mesmo depois das novas tentativas; nada foi gravado pela metade. `service_unavailable`: nada foi gravado; `write_outcome_unknown`: a gravação pode ter acontecido, repita com a mesma `Idempotency-Key`. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getPaymentStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description O token do link de pagamento (43 caracteres base64url, 256 bits aleatórios): a única credencial do pagador. Só o seu SHA-256 é guardado.
         * @example q8Zk3nW1xV7bT2mR9pL4cY6hJ0sD5fG8aE3uI1oK7wQ
         */
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A situação. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PaymentStatusResponse'];
        };
      };
      /** @description Arquivo desconhecido. */
      404: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo acima de 16384 bytes. */
      413: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Requisições demais: acima do limite da chave (ou do endereço, depois de autenticações recusadas demais). Nada foi feito; `Retry-After` diz em quantos segundos tentar de novo. */
      429: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Falha interna; a mensagem não revela detalhes. */
      500: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description O banco de dados está indisponível ou sobrecarregado mesmo depois das novas tentativas; nada foi gravado pela metade. `service_unavailable`: nada foi gravado; `write_outcome_unknown`: a gravação pode ter acontecido, repita com a mesma `Idempotency-Key`. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  applyPaymentPageCoupon: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description O token do link de pagamento (43 caracteres base64url, 256 bits aleatórios): a única credencial do pagador. Só o seu SHA-256 é guardado.
         * @example q8Zk3nW1xV7bT2mR9pL4cY6hJ0sD5fG8aE3uI1oK7wQ
         */
        token: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ApplyCouponRequest'];
      };
    };
    responses: {
      /** @description A situação com o novo total. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PaymentStatusResponse'];
        };
      };
      /** @description O corpo não é um JSON válido, não é um objeto ou falta; ou a requisição conflita com o estado gravado. */
      400: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Arquivo desconhecido. */
      404: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo acima de 16384 bytes. */
      413: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo enviado com um Content-Type que não é JSON. */
      415: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Um ou mais campos inválidos; `fields` lista todos de uma vez. */
      422: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Tentativas de cupom demais neste pagamento. (depois de 10 códigos recusados neste checkout, `too_many_coupon_attempts`); ou, com `rate_limited`, cupons recusados demais a partir deste endereço nas páginas do lojista nesta hora. */
      429: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          /** @description Com `rate_limited`: segundos até a próxima janela. */
          'Retry-After'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Falha interna; a mensagem não revela detalhes. */
      500: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description O banco de dados está indisponível ou sobrecarregado mesmo depois das novas tentativas; nada foi gravado pela metade. `service_unavailable`: nada foi gravado; `write_outcome_unknown`: a gravação pode ter acontecido, repita com a mesma `Idempotency-Key`. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  simulatePaymentPagePayment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description O token do link de pagamento (43 caracteres base64url, 256 bits aleatórios): a única credencial do pagador. Só o seu SHA-256 é guardado.
         * @example q8Zk3nW1xV7bT2mR9pL4cY6hJ0sD5fG8aE3uI1oK7wQ
         */
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A situação depois do pagamento. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PaymentStatusResponse'];
        };
      };
      /** @description O corpo não é um JSON válido, não é um objeto ou falta; ou a requisição conflita com o estado gravado. */
      400: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Arquivo desconhecido. */
      404: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo acima de 16384 bytes. */
      413: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo enviado com um Content-Type que não é JSON. */
      415: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Um ou mais campos inválidos; `fields` lista todos de uma vez. */
      422: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Requisições demais: acima do limite da chave (ou do endereço, depois de autenticações recusadas demais). Nada foi feito; `Retry-After` diz em quantos segundos tentar de novo. */
      429: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Falha interna; a mensagem não revela detalhes. */
      500: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description O banco de dados está indisponível ou sobrecarregado mesmo depois das novas tentativas; nada foi gravado pela metade. `service_unavailable`: nada foi gravado; `write_outcome_unknown`: a gravação pode ter acontecido, repita com a mesma `Idempotency-Key`. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getPaymentPageAsset: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description O arquivo.
         * @example pay.css
         */
        asset: 'pay.js' | 'pay.css';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description O arquivo. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'text/javascript': unknown;
          'text/css': unknown;
        };
      };
      /** @description Arquivo desconhecido. */
      404: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo acima de 16384 bytes. */
      413: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Falha interna; a mensagem não revela detalhes. */
      500: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  listEvents: {
    parameters: {
      query?: {
        /**
         * @description Número da página, a partir de 0.
         * @example 0
         */
        page?: number;
        /**
         * @description Itens por página, a partir de 1. Um valor acima de 100 é atendido como 100 (não é rejeitado).
         * @example 20
         */
        size?: number;
        /** @description O `page.nextCursor` da resposta anterior: a página seguinte, lendo só os seus itens (prefira a `page` em listas grandes). Com `cursor`, `page` deve ser 0 ou omitido; um cursor alterado, de outro lojista ou de outros filtros é 422 (`invalid_cursor`). */
        cursor?: string;
        /**
         * @description Só os eventos deste tipo: charge.created, charge.paid, charge.expired, charge.cancelled, charge.refunded, charge.refund_failed, charge.med_returned, checkout.created, checkout.updated, checkout.completed, checkout.expired, checkout.cancelled, subscription.created, subscription.activated, subscription.rejected, subscription.expired, subscription.cancelled, subscription.completed, subscription.cycle.paid, subscription.cycle.retrying, subscription.cycle.failed, pix.received, charge.med_blocked, charge.med_released, reconciliation.completed, payout.created, payout.paid, payout.failed, pix_connection.failing, pix_connection.expiring.
         * @example charge.paid
         */
        type?:
          | 'charge.created'
          | 'charge.paid'
          | 'charge.expired'
          | 'charge.cancelled'
          | 'charge.refunded'
          | 'charge.refund_failed'
          | 'charge.med_returned'
          | 'checkout.created'
          | 'checkout.updated'
          | 'checkout.completed'
          | 'checkout.expired'
          | 'checkout.cancelled'
          | 'subscription.created'
          | 'subscription.activated'
          | 'subscription.rejected'
          | 'subscription.expired'
          | 'subscription.cancelled'
          | 'subscription.completed'
          | 'subscription.cycle.paid'
          | 'subscription.cycle.retrying'
          | 'subscription.cycle.failed'
          | 'pix.received'
          | 'charge.med_blocked'
          | 'charge.med_released'
          | 'reconciliation.completed'
          | 'payout.created'
          | 'payout.paid'
          | 'payout.failed'
          | 'pix_connection.failing'
          | 'pix_connection.expiring';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Uma página de eventos. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EventPageResponse'];
        };
      };
      /** @description Chave ausente, malformada, desconhecida, revogada, expirada ou de outro ambiente. */
      401: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WwwAuthenticate'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo acima de 16384 bytes. */
      413: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Um ou mais campos inválidos; `fields` lista todos de uma vez. */
      422: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Requisições demais: acima do limite da chave (ou do endereço, depois de autenticações recusadas demais). Nada foi feito; `Retry-After` diz em quantos segundos tentar de novo. */
      429: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Falha interna; a mensagem não revela detalhes. */
      500: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description O banco de dados está indisponível ou sobrecarregado mesmo depois das novas tentativas; nada foi gravado pela metade. `service_unavailable`: nada foi gravado; `write_outcome_unknown`: a gravação pode ter acontecido, repita com a mesma `Idempotency-Key`. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getEvent: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Identificador do evento (UUID). Um valor que não é UUID, de outro lojista ou com mais de 30 dias é respondido com 404.
         * @example 019aab3c-8c32-7d54-9f6a-7b8c9d0e1f2a
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description O evento e suas entregas. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EventResponse'];
        };
      };
      /** @description Chave ausente, malformada, desconhecida, revogada, expirada ou de outro ambiente. */
      401: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WwwAuthenticate'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Não existe, foi removido ou pertence a outro lojista (um id que não é UUID também). */
      404: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo acima de 16384 bytes. */
      413: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Requisições demais: acima do limite da chave (ou do endereço, depois de autenticações recusadas demais). Nada foi feito; `Retry-After` diz em quantos segundos tentar de novo. */
      429: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Falha interna; a mensagem não revela detalhes. */
      500: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description O banco de dados está indisponível ou sobrecarregado mesmo depois das novas tentativas; nada foi gravado pela metade. `service_unavailable`: nada foi gravado; `write_outcome_unknown`: a gravação pode ter acontecido, repita com a mesma `Idempotency-Key`. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  redeliverEvent: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Opcional. Uma chave única por operação (um UUID, por exemplo), de 1 a 255 caracteres ASCII imprimíveis, guardada por 24 horas por lojista. Reenviar a mesma chave com o mesmo método, caminho e corpo (a ordem das propriedades e os espaços não importam) devolve a primeira resposta com `Idempotent-Replayed: true`, sem executar nada de novo: respostas 2xx, 400 e 404 são guardadas; 422, 409 e 5xx não, então uma nova tentativa executa de novo. Se a operação foi feita mas sua resposta não chegou a ser guardada (o processo caiu), a nova tentativa a refaz a partir do recurso, como ele está agora, com o mesmo status e `Idempotent-Replayed: true`. A mesma chave com outro caminho ou corpo: **422** (`idempotency_key_reused`). Enquanto a primeira requisição ainda roda: **409** (`idempotency_in_progress`).
         * @example 5f0c7e9a-3b1d-4c2e-9f8a-1b2c3d4e5f60
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        /**
         * @description Identificador do evento (UUID). Um valor que não é UUID, de outro lojista ou com mais de 30 dias é respondido com 404.
         * @example 019aab3c-8c32-7d54-9f6a-7b8c9d0e1f2a
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description O evento e as suas entregas depois do reenvio; `redelivered` diz quantas voltaram para a fila. */
      202: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RedeliveredEventResponse'];
        };
      };
      /** @description O corpo não é um JSON válido, não é um objeto ou falta; ou a requisição conflita com o estado gravado. */
      400: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Chave ausente, malformada, desconhecida, revogada, expirada ou de outro ambiente. */
      401: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WwwAuthenticate'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description A chave é válida, mas a rota exige `FULL_ACCESS`. */
      403: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Não existe, foi removido ou pertence a outro lojista (um id que não é UUID também). */
      404: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Uma requisição com a mesma `Idempotency-Key` ainda está em andamento; tente de novo em alguns segundos. Raro: `idempotency_response_lost`, a operação foi feita e o recurso que ela criou ou alterou foi removido depois, então não há resposta a refazer. */
      409: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo acima de 16384 bytes. */
      413: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo enviado com um Content-Type que não é JSON. */
      415: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Um ou mais campos inválidos; `fields` lista todos de uma vez. */
      422: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Requisições demais: acima do limite da chave (ou do endereço, depois de autenticações recusadas demais). Nada foi feito; `Retry-After` diz em quantos segundos tentar de novo. */
      429: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Falha interna; a mensagem não revela detalhes. */
      500: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description O banco de dados está indisponível ou sobrecarregado mesmo depois das novas tentativas; nada foi gravado pela metade. `service_unavailable`: nada foi gravado; `write_outcome_unknown`: a gravação pode ter acontecido, repita com a mesma `Idempotency-Key`. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  listWebhookEndpoints: {
    parameters: {
      query?: {
        /**
         * @description Número da página, a partir de 0.
         * @example 0
         */
        page?: number;
        /**
         * @description Itens por página, a partir de 1. Um valor acima de 100 é atendido como 100 (não é rejeitado).
         * @example 20
         */
        size?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Uma página de endpoints. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookEndpointPageResponse'];
        };
      };
      /** @description Chave ausente, malformada, desconhecida, revogada, expirada ou de outro ambiente. */
      401: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WwwAuthenticate'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo acima de 16384 bytes. */
      413: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Um ou mais campos inválidos; `fields` lista todos de uma vez. */
      422: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Requisições demais: acima do limite da chave (ou do endereço, depois de autenticações recusadas demais). Nada foi feito; `Retry-After` diz em quantos segundos tentar de novo. */
      429: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Falha interna; a mensagem não revela detalhes. */
      500: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description O banco de dados está indisponível ou sobrecarregado mesmo depois das novas tentativas; nada foi gravado pela metade. `service_unavailable`: nada foi gravado; `write_outcome_unknown`: a gravação pode ter acontecido, repita com a mesma `Idempotency-Key`. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  createWebhookEndpoint: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Opcional. Uma chave única por operação (um UUID, por exemplo), de 1 a 255 caracteres ASCII imprimíveis, guardada por 24 horas por lojista. Reenviar a mesma chave com o mesmo método, caminho e corpo (a ordem das propriedades e os espaços não importam) devolve a primeira resposta com `Idempotent-Replayed: true`, sem executar nada de novo: respostas 2xx, 400 e 404 são guardadas; 422, 409 e 5xx não, então uma nova tentativa executa de novo. Se a operação foi feita mas sua resposta não chegou a ser guardada (o processo caiu), a nova tentativa a refaz a partir do recurso, como ele está agora, com o mesmo status e `Idempotent-Replayed: true`. A mesma chave com outro caminho ou corpo: **422** (`idempotency_key_reused`). Enquanto a primeira requisição ainda roda: **409** (`idempotency_in_progress`).
         * @example 5f0c7e9a-3b1d-4c2e-9f8a-1b2c3d4e5f60
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateWebhookEndpointRequest'];
      };
    };
    responses: {
      /** @description O endpoint criado, com o segredo. */
      201: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreatedWebhookEndpointResponse'];
        };
      };
      /** @description O corpo não é um JSON válido, não é um objeto ou falta; ou a requisição conflita com o estado gravado. */
      400: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Chave ausente, malformada, desconhecida, revogada, expirada ou de outro ambiente. */
      401: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WwwAuthenticate'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description A chave é válida, mas a rota exige `FULL_ACCESS`. */
      403: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Uma requisição com a mesma `Idempotency-Key` ainda está em andamento; tente de novo em alguns segundos. Raro: `idempotency_response_lost`, a operação foi feita e o recurso que ela criou ou alterou foi removido depois, então não há resposta a refazer. */
      409: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo acima de 16384 bytes. */
      413: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo enviado com um Content-Type que não é JSON. */
      415: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Um ou mais campos inválidos; `fields` lista todos de uma vez. */
      422: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Requisições demais: acima do limite da chave (ou do endereço, depois de autenticações recusadas demais). Nada foi feito; `Retry-After` diz em quantos segundos tentar de novo. */
      429: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Falha interna; a mensagem não revela detalhes. */
      500: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description O banco de dados está indisponível ou sobrecarregado mesmo depois das novas tentativas; nada foi gravado pela metade. `service_unavailable`: nada foi gravado; `write_outcome_unknown`: a gravação pode ter acontecido, repita com a mesma `Idempotency-Key`. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getWebhookEndpoint: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Identificador público do endpoint (UUID). Um valor que não é UUID é respondido com 404, como um id desconhecido.
         * @example 019aab3c-9d43-7e65-8a7b-8c9d0e1f2a3b
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description O endpoint. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookEndpointResponse'];
        };
      };
      /** @description Chave ausente, malformada, desconhecida, revogada, expirada ou de outro ambiente. */
      401: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WwwAuthenticate'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Não existe, foi removido ou pertence a outro lojista (um id que não é UUID também). */
      404: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo acima de 16384 bytes. */
      413: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Requisições demais: acima do limite da chave (ou do endereço, depois de autenticações recusadas demais). Nada foi feito; `Retry-After` diz em quantos segundos tentar de novo. */
      429: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Falha interna; a mensagem não revela detalhes. */
      500: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description O banco de dados está indisponível ou sobrecarregado mesmo depois das novas tentativas; nada foi gravado pela metade. `service_unavailable`: nada foi gravado; `write_outcome_unknown`: a gravação pode ter acontecido, repita com a mesma `Idempotency-Key`. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  updateWebhookEndpoint: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Identificador público do endpoint (UUID). Um valor que não é UUID é respondido com 404, como um id desconhecido.
         * @example 019aab3c-9d43-7e65-8a7b-8c9d0e1f2a3b
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateWebhookEndpointRequest'];
      };
    };
    responses: {
      /** @description O endpoint atualizado. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookEndpointResponse'];
        };
      };
      /** @description O corpo não é um JSON válido, não é um objeto ou falta; ou a requisição conflita com o estado gravado. */
      400: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Chave ausente, malformada, desconhecida, revogada, expirada ou de outro ambiente. */
      401: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WwwAuthenticate'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description A chave é válida, mas a rota exige `FULL_ACCESS`. */
      403: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Não existe, foi removido ou pertence a outro lojista (um id que não é UUID também). */
      404: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo acima de 16384 bytes. */
      413: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo enviado com um Content-Type que não é JSON. */
      415: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Um ou mais campos inválidos; `fields` lista todos de uma vez. */
      422: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Requisições demais: acima do limite da chave (ou do endereço, depois de autenticações recusadas demais). Nada foi feito; `Retry-After` diz em quantos segundos tentar de novo. */
      429: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Falha interna; a mensagem não revela detalhes. */
      500: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description O banco de dados está indisponível ou sobrecarregado mesmo depois das novas tentativas; nada foi gravado pela metade. `service_unavailable`: nada foi gravado; `write_outcome_unknown`: a gravação pode ter acontecido, repita com a mesma `Idempotency-Key`. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  deleteWebhookEndpoint: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Identificador público do endpoint (UUID). Um valor que não é UUID é respondido com 404, como um id desconhecido.
         * @example 019aab3c-9d43-7e65-8a7b-8c9d0e1f2a3b
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Removido; sem corpo. */
      204: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Chave ausente, malformada, desconhecida, revogada, expirada ou de outro ambiente. */
      401: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WwwAuthenticate'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description A chave é válida, mas a rota exige `FULL_ACCESS`. */
      403: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Não existe, foi removido ou pertence a outro lojista (um id que não é UUID também). */
      404: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo acima de 16384 bytes. */
      413: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Requisições demais: acima do limite da chave (ou do endereço, depois de autenticações recusadas demais). Nada foi feito; `Retry-After` diz em quantos segundos tentar de novo. */
      429: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Falha interna; a mensagem não revela detalhes. */
      500: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description O banco de dados está indisponível ou sobrecarregado mesmo depois das novas tentativas; nada foi gravado pela metade. `service_unavailable`: nada foi gravado; `write_outcome_unknown`: a gravação pode ter acontecido, repita com a mesma `Idempotency-Key`. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  testWebhookEndpoint: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Opcional. Uma chave única por operação (um UUID, por exemplo), de 1 a 255 caracteres ASCII imprimíveis, guardada por 24 horas por lojista. Reenviar a mesma chave com o mesmo método, caminho e corpo (a ordem das propriedades e os espaços não importam) devolve a primeira resposta com `Idempotent-Replayed: true`, sem executar nada de novo: respostas 2xx, 400 e 404 são guardadas; 422, 409 e 5xx não, então uma nova tentativa executa de novo. Se a operação foi feita mas sua resposta não chegou a ser guardada (o processo caiu), a nova tentativa a refaz a partir do recurso, como ele está agora, com o mesmo status e `Idempotent-Replayed: true`. A mesma chave com outro caminho ou corpo: **422** (`idempotency_key_reused`). Enquanto a primeira requisição ainda roda: **409** (`idempotency_in_progress`).
         * @example 5f0c7e9a-3b1d-4c2e-9f8a-1b2c3d4e5f60
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        /**
         * @description Identificador público do endpoint (UUID). Um valor que não é UUID é respondido com 404, como um id desconhecido.
         * @example 019aab3c-9d43-7e65-8a7b-8c9d0e1f2a3b
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description O evento `ping` e a sua entrega, na fila. */
      202: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EventResponse'];
        };
      };
      /** @description O corpo não é um JSON válido, não é um objeto ou falta; ou a requisição conflita com o estado gravado. */
      400: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Chave ausente, malformada, desconhecida, revogada, expirada ou de outro ambiente. */
      401: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WwwAuthenticate'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description A chave é válida, mas a rota exige `FULL_ACCESS`. */
      403: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Não existe, foi removido ou pertence a outro lojista (um id que não é UUID também). */
      404: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Uma requisição com a mesma `Idempotency-Key` ainda está em andamento; tente de novo em alguns segundos. Raro: `idempotency_response_lost`, a operação foi feita e o recurso que ela criou ou alterou foi removido depois, então não há resposta a refazer. */
      409: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo acima de 16384 bytes. */
      413: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo enviado com um Content-Type que não é JSON. */
      415: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Um ou mais campos inválidos; `fields` lista todos de uma vez. */
      422: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Requisições demais: acima do limite da chave (ou do endereço, depois de autenticações recusadas demais). Nada foi feito; `Retry-After` diz em quantos segundos tentar de novo. */
      429: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Falha interna; a mensagem não revela detalhes. */
      500: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description O banco de dados está indisponível ou sobrecarregado mesmo depois das novas tentativas; nada foi gravado pela metade. `service_unavailable`: nada foi gravado; `write_outcome_unknown`: a gravação pode ter acontecido, repita com a mesma `Idempotency-Key`. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  rotateWebhookEndpointSecret: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Opcional. Uma chave única por operação (um UUID, por exemplo), de 1 a 255 caracteres ASCII imprimíveis, guardada por 24 horas por lojista. Reenviar a mesma chave com o mesmo método, caminho e corpo (a ordem das propriedades e os espaços não importam) devolve a primeira resposta com `Idempotent-Replayed: true`, sem executar nada de novo: respostas 2xx, 400 e 404 são guardadas; 422, 409 e 5xx não, então uma nova tentativa executa de novo. Se a operação foi feita mas sua resposta não chegou a ser guardada (o processo caiu), a nova tentativa a refaz a partir do recurso, como ele está agora, com o mesmo status e `Idempotent-Replayed: true`. A mesma chave com outro caminho ou corpo: **422** (`idempotency_key_reused`). Enquanto a primeira requisição ainda roda: **409** (`idempotency_in_progress`).
         * @example 5f0c7e9a-3b1d-4c2e-9f8a-1b2c3d4e5f60
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        /**
         * @description Identificador público do endpoint (UUID). Um valor que não é UUID é respondido com 404, como um id desconhecido.
         * @example 019aab3c-9d43-7e65-8a7b-8c9d0e1f2a3b
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['RotateWebhookEndpointSecretRequest'];
      };
    };
    responses: {
      /** @description O endpoint com o novo segredo. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RotatedWebhookEndpointResponse'];
        };
      };
      /** @description O corpo não é um JSON válido, não é um objeto ou falta; ou a requisição conflita com o estado gravado. */
      400: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Chave ausente, malformada, desconhecida, revogada, expirada ou de outro ambiente. */
      401: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WwwAuthenticate'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description A chave é válida, mas a rota exige `FULL_ACCESS`. */
      403: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Não existe, foi removido ou pertence a outro lojista (um id que não é UUID também). */
      404: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Uma requisição com a mesma `Idempotency-Key` ainda está em andamento; tente de novo em alguns segundos. Raro: `idempotency_response_lost`, a operação foi feita e o recurso que ela criou ou alterou foi removido depois, então não há resposta a refazer. */
      409: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo acima de 16384 bytes. */
      413: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo enviado com um Content-Type que não é JSON. */
      415: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Um ou mais campos inválidos; `fields` lista todos de uma vez. */
      422: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Requisições demais: acima do limite da chave (ou do endereço, depois de autenticações recusadas demais). Nada foi feito; `Retry-After` diz em quantos segundos tentar de novo. */
      429: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Falha interna; a mensagem não revela detalhes. */
      500: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description O banco de dados está indisponível ou sobrecarregado mesmo depois das novas tentativas; nada foi gravado pela metade. `service_unavailable`: nada foi gravado; `write_outcome_unknown`: a gravação pode ter acontecido, repita com a mesma `Idempotency-Key`. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  listLedgerEntries: {
    parameters: {
      query?: {
        /**
         * @description Número da página, a partir de 0.
         * @example 0
         */
        page?: number;
        /**
         * @description Itens por página, a partir de 1. Um valor acima de 100 é atendido como 100 (não é rejeitado).
         * @example 20
         */
        size?: number;
        /** @description O `page.nextCursor` da resposta anterior: a página seguinte, lendo só os seus itens (prefira a `page` em listas grandes). Com `cursor`, `page` deve ser 0 ou omitido; um cursor alterado, de outro lojista ou de outros filtros é 422 (`invalid_cursor`). */
        cursor?: string;
        /**
         * @description Primeiro dia (AAAA-MM-DD, dia de São Paulo de `occurredAt`), incluído. Sem ele, desde o primeiro lançamento.
         * @example 2026-11-01
         */
        from?: string;
        /**
         * @description Último dia (AAAA-MM-DD, dia de São Paulo), incluído. Sem ele, até o último lançamento.
         * @example 2026-11-30
         */
        to?: string;
        /**
         * @description Só os lançamentos deste tipo: PIX_RECEIVED, REFUND, MED_RETURN, PAYOUT, FEE.
         * @example REFUND
         */
        type?: 'PIX_RECEIVED' | 'REFUND' | 'MED_RETURN' | 'PAYOUT' | 'FEE';
        /**
         * @description Só os lançamentos desta cobrança.
         * @example 019aab3c-a054-7f76-9b8c-9d0e1f2a3b4c
         */
        chargeId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Uma página de lançamentos. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LedgerEntryPageResponse'];
        };
      };
      /** @description Chave ausente, malformada, desconhecida, revogada, expirada ou de outro ambiente. */
      401: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WwwAuthenticate'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo acima de 16384 bytes. */
      413: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Um ou mais campos inválidos; `fields` lista todos de uma vez. */
      422: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Requisições demais: acima do limite da chave (ou do endereço, depois de autenticações recusadas demais). Nada foi feito; `Retry-After` diz em quantos segundos tentar de novo. */
      429: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Falha interna; a mensagem não revela detalhes. */
      500: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description O banco de dados está indisponível ou sobrecarregado mesmo depois das novas tentativas; nada foi gravado pela metade. `service_unavailable`: nada foi gravado; `write_outcome_unknown`: a gravação pode ter acontecido, repita com a mesma `Idempotency-Key`. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getLedgerSummary: {
    parameters: {
      query: {
        /**
         * @description Primeiro dia (AAAA-MM-DD, dia de São Paulo de `occurredAt`), incluído.
         * @example 2026-11-01
         */
        from: string;
        /**
         * @description Último dia (AAAA-MM-DD, dia de São Paulo), incluído.
         * @example 2026-11-30
         */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Os dias e o total. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LedgerSummaryResponse'];
        };
      };
      /** @description Chave ausente, malformada, desconhecida, revogada, expirada ou de outro ambiente. */
      401: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WwwAuthenticate'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo acima de 16384 bytes. */
      413: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Um ou mais campos inválidos; `fields` lista todos de uma vez. */
      422: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Requisições demais: acima do limite da chave (ou do endereço, depois de autenticações recusadas demais). Nada foi feito; `Retry-After` diz em quantos segundos tentar de novo. */
      429: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Falha interna; a mensagem não revela detalhes. */
      500: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description O banco de dados está indisponível ou sobrecarregado mesmo depois das novas tentativas; nada foi gravado pela metade. `service_unavailable`: nada foi gravado; `write_outcome_unknown`: a gravação pode ter acontecido, repita com a mesma `Idempotency-Key`. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  exportLedger: {
    parameters: {
      query: {
        /**
         * @description Primeiro dia (AAAA-MM-DD, dia de São Paulo de `occurredAt`), incluído.
         * @example 2026-11-01
         */
        from: string;
        /**
         * @description Último dia (AAAA-MM-DD, dia de São Paulo), incluído.
         * @example 2026-11-30
         */
        to: string;
        /** @description A página seguinte, como veio no cabeçalho `Link` da anterior. */
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description O CSV da página. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'text/csv': unknown;
        };
      };
      /** @description Chave ausente, malformada, desconhecida, revogada, expirada ou de outro ambiente. */
      401: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WwwAuthenticate'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo acima de 16384 bytes. */
      413: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Um ou mais campos inválidos; `fields` lista todos de uma vez. */
      422: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Requisições demais: acima do limite da chave (ou do endereço, depois de autenticações recusadas demais). Nada foi feito; `Retry-After` diz em quantos segundos tentar de novo. */
      429: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Falha interna; a mensagem não revela detalhes. */
      500: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description O banco de dados está indisponível ou sobrecarregado mesmo depois das novas tentativas; nada foi gravado pela metade. `service_unavailable`: nada foi gravado; `write_outcome_unknown`: a gravação pode ter acontecido, repita com a mesma `Idempotency-Key`. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getBalance: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description O saldo, em reais. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BalanceResponse'];
        };
      };
      /** @description Chave ausente, malformada, desconhecida, revogada, expirada ou de outro ambiente. */
      401: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WwwAuthenticate'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo acima de 16384 bytes. */
      413: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Requisições demais: acima do limite da chave (ou do endereço, depois de autenticações recusadas demais). Nada foi feito; `Retry-After` diz em quantos segundos tentar de novo. */
      429: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Falha interna; a mensagem não revela detalhes. */
      500: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description O banco de dados está indisponível ou sobrecarregado mesmo depois das novas tentativas; nada foi gravado pela metade. `service_unavailable`: nada foi gravado; `write_outcome_unknown`: a gravação pode ter acontecido, repita com a mesma `Idempotency-Key`. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  simulateIncomingPix: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Opcional. Uma chave única por operação (um UUID, por exemplo), de 1 a 255 caracteres ASCII imprimíveis, guardada por 24 horas por lojista. Reenviar a mesma chave com o mesmo método, caminho e corpo (a ordem das propriedades e os espaços não importam) devolve a primeira resposta com `Idempotent-Replayed: true`, sem executar nada de novo: respostas 2xx, 400 e 404 são guardadas; 422, 409 e 5xx não, então uma nova tentativa executa de novo. Se a operação foi feita mas sua resposta não chegou a ser guardada (o processo caiu), a nova tentativa a refaz a partir do recurso, como ele está agora, com o mesmo status e `Idempotent-Replayed: true`. A mesma chave com outro caminho ou corpo: **422** (`idempotency_key_reused`). Enquanto a primeira requisição ainda roda: **409** (`idempotency_in_progress`).
         * @example 5f0c7e9a-3b1d-4c2e-9f8a-1b2c3d4e5f60
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SimulateIncomingPixRequest'];
      };
    };
    responses: {
      /** @description O lançamento gravado. */
      201: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LedgerEntryResponse'];
        };
      };
      /** @description O corpo não é um JSON válido, não é um objeto ou falta; ou a requisição conflita com o estado gravado. */
      400: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Chave ausente, malformada, desconhecida, revogada, expirada ou de outro ambiente. */
      401: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WwwAuthenticate'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description A chave é válida, mas a rota exige `FULL_ACCESS`. */
      403: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Uma requisição com a mesma `Idempotency-Key` ainda está em andamento; tente de novo em alguns segundos. Raro: `idempotency_response_lost`, a operação foi feita e o recurso que ela criou ou alterou foi removido depois, então não há resposta a refazer. */
      409: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo acima de 16384 bytes. */
      413: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo enviado com um Content-Type que não é JSON. */
      415: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Um ou mais campos inválidos; `fields` lista todos de uma vez. */
      422: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Requisições demais: acima do limite da chave (ou do endereço, depois de autenticações recusadas demais). Nada foi feito; `Retry-After` diz em quantos segundos tentar de novo. */
      429: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Falha interna; a mensagem não revela detalhes. */
      500: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description O banco de dados está indisponível ou sobrecarregado mesmo depois das novas tentativas; nada foi gravado pela metade. `service_unavailable`: nada foi gravado; `write_outcome_unknown`: a gravação pode ter acontecido, repita com a mesma `Idempotency-Key`. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  listReconciliations: {
    parameters: {
      query?: {
        /**
         * @description Número da página, a partir de 0.
         * @example 0
         */
        page?: number;
        /**
         * @description Itens por página, a partir de 1. Um valor acima de 100 é atendido como 100 (não é rejeitado).
         * @example 20
         */
        size?: number;
        /** @description O `page.nextCursor` da resposta anterior: a página seguinte, lendo só os seus itens (prefira a `page` em listas grandes). Com `cursor`, `page` deve ser 0 ou omitido; um cursor alterado, de outro lojista ou de outros filtros é 422 (`invalid_cursor`). */
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Uma página de conciliações. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReconciliationPageResponse'];
        };
      };
      /** @description Chave ausente, malformada, desconhecida, revogada, expirada ou de outro ambiente. */
      401: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WwwAuthenticate'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo acima de 16384 bytes. */
      413: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Um ou mais campos inválidos; `fields` lista todos de uma vez. */
      422: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Requisições demais: acima do limite da chave (ou do endereço, depois de autenticações recusadas demais). Nada foi feito; `Retry-After` diz em quantos segundos tentar de novo. */
      429: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Falha interna; a mensagem não revela detalhes. */
      500: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description O banco de dados está indisponível ou sobrecarregado mesmo depois das novas tentativas; nada foi gravado pela metade. `service_unavailable`: nada foi gravado; `write_outcome_unknown`: a gravação pode ter acontecido, repita com a mesma `Idempotency-Key`. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getReconciliation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description O dia de São Paulo (AAAA-MM-DD).
         * @example 2026-11-21
         */
        date: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A conciliação. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReconciliationResponse'];
        };
      };
      /** @description Chave ausente, malformada, desconhecida, revogada, expirada ou de outro ambiente. */
      401: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WwwAuthenticate'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Não existe, foi removido ou pertence a outro lojista (um id que não é UUID também). */
      404: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo acima de 16384 bytes. */
      413: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Requisições demais: acima do limite da chave (ou do endereço, depois de autenticações recusadas demais). Nada foi feito; `Retry-After` diz em quantos segundos tentar de novo. */
      429: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Falha interna; a mensagem não revela detalhes. */
      500: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description O banco de dados está indisponível ou sobrecarregado mesmo depois das novas tentativas; nada foi gravado pela metade. `service_unavailable`: nada foi gravado; `write_outcome_unknown`: a gravação pode ter acontecido, repita com a mesma `Idempotency-Key`. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  runReconciliation: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Opcional. Uma chave única por operação (um UUID, por exemplo), de 1 a 255 caracteres ASCII imprimíveis, guardada por 24 horas por lojista. Reenviar a mesma chave com o mesmo método, caminho e corpo (a ordem das propriedades e os espaços não importam) devolve a primeira resposta com `Idempotent-Replayed: true`, sem executar nada de novo: respostas 2xx, 400 e 404 são guardadas; 422, 409 e 5xx não, então uma nova tentativa executa de novo. Se a operação foi feita mas sua resposta não chegou a ser guardada (o processo caiu), a nova tentativa a refaz a partir do recurso, como ele está agora, com o mesmo status e `Idempotent-Replayed: true`. A mesma chave com outro caminho ou corpo: **422** (`idempotency_key_reused`). Enquanto a primeira requisição ainda roda: **409** (`idempotency_in_progress`).
         * @example 5f0c7e9a-3b1d-4c2e-9f8a-1b2c3d4e5f60
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        /**
         * @description O dia de São Paulo (AAAA-MM-DD).
         * @example 2026-11-21
         */
        date: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A conciliação do dia. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReconciliationResponse'];
        };
      };
      /** @description O corpo não é um JSON válido, não é um objeto ou falta; ou a requisição conflita com o estado gravado. */
      400: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Chave ausente, malformada, desconhecida, revogada, expirada ou de outro ambiente. */
      401: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WwwAuthenticate'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description A chave é válida, mas a rota exige `FULL_ACCESS`. */
      403: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Não existe, foi removido ou pertence a outro lojista (um id que não é UUID também). */
      404: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Uma requisição com a mesma `Idempotency-Key` ainda está em andamento; tente de novo em alguns segundos. Raro: `idempotency_response_lost`, a operação foi feita e o recurso que ela criou ou alterou foi removido depois, então não há resposta a refazer. */
      409: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo acima de 16384 bytes. */
      413: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo enviado com um Content-Type que não é JSON. */
      415: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Um ou mais campos inválidos; `fields` lista todos de uma vez. */
      422: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Requisições demais: acima do limite da chave (ou do endereço, depois de autenticações recusadas demais). Nada foi feito; `Retry-After` diz em quantos segundos tentar de novo. */
      429: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Falha interna; a mensagem não revela detalhes. */
      500: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description O banco de dados está indisponível ou sobrecarregado mesmo depois das novas tentativas; nada foi gravado pela metade. `service_unavailable`: nada foi gravado; `write_outcome_unknown`: a gravação pode ter acontecido, repita com a mesma `Idempotency-Key`. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  listPayouts: {
    parameters: {
      query?: {
        /**
         * @description Número da página, a partir de 0.
         * @example 0
         */
        page?: number;
        /**
         * @description Itens por página, a partir de 1. Um valor acima de 100 é atendido como 100 (não é rejeitado).
         * @example 20
         */
        size?: number;
        /** @description O `page.nextCursor` da resposta anterior: a página seguinte, lendo só os seus itens (prefira a `page` em listas grandes). Com `cursor`, `page` deve ser 0 ou omitido; um cursor alterado, de outro lojista ou de outros filtros é 422 (`invalid_cursor`). */
        cursor?: string;
        /**
         * @description Só os repasses nesta situação: PENDING, PROCESSING, PAID, FAILED.
         * @example PAID
         */
        status?: 'PENDING' | 'PROCESSING' | 'PAID' | 'FAILED';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Uma página de repasses. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PayoutPageResponse'];
        };
      };
      /** @description Chave ausente, malformada, desconhecida, revogada, expirada ou de outro ambiente. */
      401: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WwwAuthenticate'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo acima de 16384 bytes. */
      413: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Um ou mais campos inválidos; `fields` lista todos de uma vez. */
      422: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Requisições demais: acima do limite da chave (ou do endereço, depois de autenticações recusadas demais). Nada foi feito; `Retry-After` diz em quantos segundos tentar de novo. */
      429: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Falha interna; a mensagem não revela detalhes. */
      500: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description O banco de dados está indisponível ou sobrecarregado mesmo depois das novas tentativas; nada foi gravado pela metade. `service_unavailable`: nada foi gravado; `write_outcome_unknown`: a gravação pode ter acontecido, repita com a mesma `Idempotency-Key`. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  createPayout: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Opcional. Uma chave única por operação (um UUID, por exemplo), de 1 a 255 caracteres ASCII imprimíveis, guardada por 24 horas por lojista. Reenviar a mesma chave com o mesmo método, caminho e corpo (a ordem das propriedades e os espaços não importam) devolve a primeira resposta com `Idempotent-Replayed: true`, sem executar nada de novo: respostas 2xx, 400 e 404 são guardadas; 422, 409 e 5xx não, então uma nova tentativa executa de novo. Se a operação foi feita mas sua resposta não chegou a ser guardada (o processo caiu), a nova tentativa a refaz a partir do recurso, como ele está agora, com o mesmo status e `Idempotent-Replayed: true`. A mesma chave com outro caminho ou corpo: **422** (`idempotency_key_reused`). Enquanto a primeira requisição ainda roda: **409** (`idempotency_in_progress`).
         * @example 5f0c7e9a-3b1d-4c2e-9f8a-1b2c3d4e5f60
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['CreatePayoutRequest'];
      };
    };
    responses: {
      /** @description O repasse, PENDING. */
      201: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PayoutResponse'];
        };
      };
      /** @description O corpo não é um JSON válido, não é um objeto ou falta; ou a requisição conflita com o estado gravado. */
      400: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Chave ausente, malformada, desconhecida, revogada, expirada ou de outro ambiente. */
      401: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WwwAuthenticate'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description A chave é válida, mas a rota exige `FULL_ACCESS`. */
      403: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Uma requisição com a mesma `Idempotency-Key` ainda está em andamento; tente de novo em alguns segundos. Raro: `idempotency_response_lost`, a operação foi feita e o recurso que ela criou ou alterou foi removido depois, então não há resposta a refazer. */
      409: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo acima de 16384 bytes. */
      413: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo enviado com um Content-Type que não é JSON. */
      415: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Um ou mais campos inválidos; `fields` lista todos de uma vez. */
      422: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Requisições demais: acima do limite da chave (ou do endereço, depois de autenticações recusadas demais). Nada foi feito; `Retry-After` diz em quantos segundos tentar de novo. */
      429: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Falha interna; a mensagem não revela detalhes. */
      500: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description O banco de dados está indisponível ou sobrecarregado mesmo depois das novas tentativas; nada foi gravado pela metade. `service_unavailable`: nada foi gravado; `write_outcome_unknown`: a gravação pode ter acontecido, repita com a mesma `Idempotency-Key`. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getPayout: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Identificador do repasse (UUID). Um valor que não é UUID é respondido com 404, como um id desconhecido.
         * @example 019aab3c-c276-7b98-9dae-1f2a3b4c5d6e
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description O repasse. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PayoutResponse'];
        };
      };
      /** @description Chave ausente, malformada, desconhecida, revogada, expirada ou de outro ambiente. */
      401: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WwwAuthenticate'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Não existe, foi removido ou pertence a outro lojista (um id que não é UUID também). */
      404: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo acima de 16384 bytes. */
      413: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Requisições demais: acima do limite da chave (ou do endereço, depois de autenticações recusadas demais). Nada foi feito; `Retry-After` diz em quantos segundos tentar de novo. */
      429: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Falha interna; a mensagem não revela detalhes. */
      500: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description O banco de dados está indisponível ou sobrecarregado mesmo depois das novas tentativas; nada foi gravado pela metade. `service_unavailable`: nada foi gravado; `write_outcome_unknown`: a gravação pode ter acontecido, repita com a mesma `Idempotency-Key`. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  simulatePayout: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Opcional. Uma chave única por operação (um UUID, por exemplo), de 1 a 255 caracteres ASCII imprimíveis, guardada por 24 horas por lojista. Reenviar a mesma chave com o mesmo método, caminho e corpo (a ordem das propriedades e os espaços não importam) devolve a primeira resposta com `Idempotent-Replayed: true`, sem executar nada de novo: respostas 2xx, 400 e 404 são guardadas; 422, 409 e 5xx não, então uma nova tentativa executa de novo. Se a operação foi feita mas sua resposta não chegou a ser guardada (o processo caiu), a nova tentativa a refaz a partir do recurso, como ele está agora, com o mesmo status e `Idempotent-Replayed: true`. A mesma chave com outro caminho ou corpo: **422** (`idempotency_key_reused`). Enquanto a primeira requisição ainda roda: **409** (`idempotency_in_progress`).
         * @example 5f0c7e9a-3b1d-4c2e-9f8a-1b2c3d4e5f60
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        /**
         * @description Identificador do repasse (UUID). Um valor que não é UUID é respondido com 404, como um id desconhecido.
         * @example 019aab3c-c276-7b98-9dae-1f2a3b4c5d6e
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SimulatePayoutRequest'];
      };
    };
    responses: {
      /** @description O repasse concluído. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PayoutResponse'];
        };
      };
      /** @description O corpo não é um JSON válido, não é um objeto ou falta; ou a requisição conflita com o estado gravado. */
      400: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Chave ausente, malformada, desconhecida, revogada, expirada ou de outro ambiente. */
      401: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WwwAuthenticate'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description A chave é válida, mas a rota exige `FULL_ACCESS`. */
      403: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Não existe, foi removido ou pertence a outro lojista (um id que não é UUID também). */
      404: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Uma requisição com a mesma `Idempotency-Key` ainda está em andamento; tente de novo em alguns segundos. Raro: `idempotency_response_lost`, a operação foi feita e o recurso que ela criou ou alterou foi removido depois, então não há resposta a refazer. */
      409: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo acima de 16384 bytes. */
      413: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo enviado com um Content-Type que não é JSON. */
      415: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Um ou mais campos inválidos; `fields` lista todos de uma vez. */
      422: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Requisições demais: acima do limite da chave (ou do endereço, depois de autenticações recusadas demais). Nada foi feito; `Retry-After` diz em quantos segundos tentar de novo. */
      429: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Falha interna; a mensagem não revela detalhes. */
      500: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description O banco de dados está indisponível ou sobrecarregado mesmo depois das novas tentativas; nada foi gravado pela metade. `service_unavailable`: nada foi gravado; `write_outcome_unknown`: a gravação pode ter acontecido, repita com a mesma `Idempotency-Key`. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getPixConnection: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A conexão. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PixConnectionResponse'];
        };
      };
      /** @description Chave ausente, malformada, desconhecida, revogada, expirada ou de outro ambiente. */
      401: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WwwAuthenticate'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo acima de 16384 bytes. */
      413: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Requisições demais: acima do limite da chave (ou do endereço, depois de autenticações recusadas demais). Nada foi feito; `Retry-After` diz em quantos segundos tentar de novo. */
      429: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Falha interna; a mensagem não revela detalhes. */
      500: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description O banco de dados está indisponível ou sobrecarregado mesmo depois das novas tentativas; nada foi gravado pela metade. `service_unavailable`: nada foi gravado; `write_outcome_unknown`: a gravação pode ter acontecido, repita com a mesma `Idempotency-Key`. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  putPixConnection: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PutPixConnectionRequest'];
      };
    };
    responses: {
      /** @description A conexão verificada e gravada. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PixConnectionResponse'];
        };
      };
      /** @description O corpo não é um JSON válido, não é um objeto ou falta; ou a requisição conflita com o estado gravado. */
      400: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Chave ausente, malformada, desconhecida, revogada, expirada ou de outro ambiente. */
      401: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WwwAuthenticate'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description A chave é válida, mas a rota exige `FULL_ACCESS`. */
      403: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo acima de 16384 bytes. */
      413: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo enviado com um Content-Type que não é JSON. */
      415: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Um ou mais campos inválidos; `fields` lista todos de uma vez. */
      422: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Requisições demais: acima do limite da chave (ou do endereço, depois de autenticações recusadas demais). Nada foi feito; `Retry-After` diz em quantos segundos tentar de novo. */
      429: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Falha interna; a mensagem não revela detalhes. */
      500: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description O banco de dados está indisponível ou sobrecarregado mesmo depois das novas tentativas; nada foi gravado pela metade. `service_unavailable`: nada foi gravado; `write_outcome_unknown`: a gravação pode ter acontecido, repita com a mesma `Idempotency-Key`. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  deletePixConnection: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description O modo PLATFORM. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PixConnectionResponse'];
        };
      };
      /** @description Chave ausente, malformada, desconhecida, revogada, expirada ou de outro ambiente. */
      401: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WwwAuthenticate'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description A chave é válida, mas a rota exige `FULL_ACCESS`. */
      403: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo acima de 16384 bytes. */
      413: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Requisições demais: acima do limite da chave (ou do endereço, depois de autenticações recusadas demais). Nada foi feito; `Retry-After` diz em quantos segundos tentar de novo. */
      429: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Falha interna; a mensagem não revela detalhes. */
      500: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description O banco de dados está indisponível ou sobrecarregado mesmo depois das novas tentativas; nada foi gravado pela metade. `service_unavailable`: nada foi gravado; `write_outcome_unknown`: a gravação pode ter acontecido, repita com a mesma `Idempotency-Key`. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  receivePixNotice: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Segredo do caminho registrado no PSP (32 a 128 caracteres `A-Z a-z 0-9 _ -`).
         * @example Zx8v0c2Q4nJm6Rt1Wq9Ys3Lp5Ak7Hd0E
         */
        secret: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PixNotice'];
      };
    };
    responses: {
      /** @description Notificação aceita; quantos Pix foram liquidados, repetidos, separados para devolução ou ignorados. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** Format: int64 */
              received: number;
              /** Format: int64 */
              settled: number;
              /** Format: int64 */
              duplicate: number;
              /** Format: int64 */
              refundDue: number;
              /** Format: int64 */
              ignored: number;
            };
            /** @constant */
            success: true;
            error: null;
          };
        };
      };
      /** @description O corpo não é um JSON válido, não é um objeto ou falta; ou a requisição conflita com o estado gravado. */
      400: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Arquivo desconhecido. */
      404: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo acima de 16384 bytes. */
      413: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo enviado com um Content-Type que não é JSON. */
      415: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Um ou mais campos inválidos; `fields` lista todos de uma vez. */
      422: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Falha interna; a mensagem não revela detalhes. */
      500: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description O banco de dados está indisponível ou sobrecarregado mesmo depois das novas tentativas; nada foi gravado pela metade. `service_unavailable`: nada foi gravado; `write_outcome_unknown`: a gravação pode ter acontecido, repita com a mesma `Idempotency-Key`. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  receiveRecNotice: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Segredo do caminho registrado no PSP (32 a 128 caracteres `A-Z a-z 0-9 _ -`).
         * @example Zx8v0c2Q4nJm6Rt1Wq9Ys3Lp5Ak7Hd0E
         */
        secret: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RecNotice'];
      };
    };
    responses: {
      /** @description Notificação aceita; quantas recorrências mudaram uma assinatura. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** Format: int64 */
              received: number;
              /** Format: int64 */
              applied: number;
              /** Format: int64 */
              ignored: number;
            };
            /** @constant */
            success: true;
            error: null;
          };
        };
      };
      /** @description O corpo não é um JSON válido, não é um objeto ou falta; ou a requisição conflita com o estado gravado. */
      400: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Arquivo desconhecido. */
      404: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo acima de 16384 bytes. */
      413: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo enviado com um Content-Type que não é JSON. */
      415: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Um ou mais campos inválidos; `fields` lista todos de uma vez. */
      422: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Falha interna; a mensagem não revela detalhes. */
      500: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description O banco de dados está indisponível ou sobrecarregado mesmo depois das novas tentativas; nada foi gravado pela metade. `service_unavailable`: nada foi gravado; `write_outcome_unknown`: a gravação pode ter acontecido, repita com a mesma `Idempotency-Key`. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  receiveCobrNotice: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Segredo do caminho registrado no PSP (32 a 128 caracteres `A-Z a-z 0-9 _ -`).
         * @example Zx8v0c2Q4nJm6Rt1Wq9Ys3Lp5Ak7Hd0E
         */
        secret: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CobrNotice'];
      };
    };
    responses: {
      /** @description Notificação aceita; quantos ciclos mudaram. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** Format: int64 */
              received: number;
              /** Format: int64 */
              applied: number;
              /** Format: int64 */
              ignored: number;
            };
            /** @constant */
            success: true;
            error: null;
          };
        };
      };
      /** @description O corpo não é um JSON válido, não é um objeto ou falta; ou a requisição conflita com o estado gravado. */
      400: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Arquivo desconhecido. */
      404: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo acima de 16384 bytes. */
      413: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo enviado com um Content-Type que não é JSON. */
      415: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Um ou mais campos inválidos; `fields` lista todos de uma vez. */
      422: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Falha interna; a mensagem não revela detalhes. */
      500: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description O banco de dados está indisponível ou sobrecarregado mesmo depois das novas tentativas; nada foi gravado pela metade. `service_unavailable`: nada foi gravado; `write_outcome_unknown`: a gravação pode ter acontecido, repita com a mesma `Idempotency-Key`. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  createDashboardSession: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Opcional. Uma chave única por operação (um UUID, por exemplo), de 1 a 255 caracteres ASCII imprimíveis, guardada por 24 horas por lojista. Reenviar a mesma chave com o mesmo método, caminho e corpo (a ordem das propriedades e os espaços não importam) devolve a primeira resposta com `Idempotent-Replayed: true`, sem executar nada de novo: respostas 2xx, 400 e 404 são guardadas; 422, 409 e 5xx não, então uma nova tentativa executa de novo. Se a operação foi feita mas sua resposta não chegou a ser guardada (o processo caiu), a nova tentativa a refaz a partir do recurso, como ele está agora, com o mesmo status e `Idempotent-Replayed: true`. A mesma chave com outro caminho ou corpo: **422** (`idempotency_key_reused`). Enquanto a primeira requisição ainda roda: **409** (`idempotency_in_progress`).
         * @example 5f0c7e9a-3b1d-4c2e-9f8a-1b2c3d4e5f60
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description O link. */
      201: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DashboardSessionResponse'];
        };
      };
      /** @description O corpo não é um JSON válido, não é um objeto ou falta; ou a requisição conflita com o estado gravado. */
      400: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Chave ausente, malformada, desconhecida, revogada, expirada ou de outro ambiente. */
      401: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WwwAuthenticate'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Uma requisição com a mesma `Idempotency-Key` ainda está em andamento; tente de novo em alguns segundos. Raro: `idempotency_response_lost`, a operação foi feita e o recurso que ela criou ou alterou foi removido depois, então não há resposta a refazer. */
      409: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo acima de 16384 bytes. */
      413: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo enviado com um Content-Type que não é JSON. */
      415: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Um ou mais campos inválidos; `fields` lista todos de uma vez. */
      422: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Requisições demais: acima do limite da chave (ou do endereço, depois de autenticações recusadas demais). Nada foi feito; `Retry-After` diz em quantos segundos tentar de novo. */
      429: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Falha interna; a mensagem não revela detalhes. */
      500: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description O banco de dados está indisponível ou sobrecarregado mesmo depois das novas tentativas; nada foi gravado pela metade. `service_unavailable`: nada foi gravado; `write_outcome_unknown`: a gravação pode ter acontecido, repita com a mesma `Idempotency-Key`. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          RateLimit: components['headers']['RateLimit'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getDashboardHome: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A página HTML. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'text/html': unknown;
        };
      };
      /** @description Sem sessão válida (nenhuma, encerrada, expirada, ociosa há 1 hora ou com a chave revogada): para `/dashboard/sign-in`, que explica como obter um link. */
      303: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'text/html': unknown;
        };
      };
      /** @description Corpo acima de 16384 bytes. */
      413: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Endereço com links ou sessões desconhecidos demais (conta como autenticação recusada): página "Muitas tentativas". */
      429: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          /** @description Com `rate_limited`: segundos até a próxima janela. */
          'Retry-After'?: string;
          [name: string]: unknown;
        };
        content: {
          'text/html': unknown;
        };
      };
      /** @description Falha interna; a mensagem não revela detalhes. */
      500: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Banco de dados indisponível: página HTML "Serviço indisponível"; nada foi gravado pela metade, e o mesmo formulário enviado de novo não repete a ação. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'text/html': unknown;
        };
      };
    };
  };
  getDashboardSection: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description A seção (charges, checkouts, subscriptions, ledger, reconciliations, payouts, webhooks, account); também `sign-in` e `assets`.
         * @example charges
         */
        section: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A página HTML. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'text/html': unknown;
        };
      };
      /** @description Sem sessão válida (nenhuma, encerrada, expirada, ociosa há 1 hora ou com a chave revogada): para `/dashboard/sign-in`, que explica como obter um link. */
      303: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'text/html': unknown;
        };
      };
      /** @description Seção desconhecida: página HTML. */
      404: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'text/html': unknown;
        };
      };
      /** @description Corpo acima de 16384 bytes. */
      413: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Filtro inválido (uma data que não existe, `to` antes de `from` nas cobranças ou no extrato): página HTML que diz qual. */
      422: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'text/html': unknown;
        };
      };
      /** @description Endereço com links ou sessões desconhecidos demais (conta como autenticação recusada): página "Muitas tentativas". */
      429: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          /** @description Com `rate_limited`: segundos até a próxima janela. */
          'Retry-After'?: string;
          [name: string]: unknown;
        };
        content: {
          'text/html': unknown;
        };
      };
      /** @description Falha interna; a mensagem não revela detalhes. */
      500: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Banco de dados indisponível: página HTML "Serviço indisponível"; nada foi gravado pela metade, e o mesmo formulário enviado de novo não repete a ação. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'text/html': unknown;
        };
      };
    };
  };
  postDashboardSection: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description A seção (charges, checkouts, subscriptions, ledger, reconciliations, payouts, webhooks, account); também `sign-in` e `assets`.
         * @example charges
         */
        section: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A página de confirmação ou a página do erro. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'text/html': unknown;
        };
      };
      /** @description Feito: de volta à página (ou, em Sair, à página de acesso, com o cookie apagado). */
      303: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'text/html': unknown;
        };
      };
      /** @description Ação recusada pelo estado do recurso (por exemplo, cobrança não paga): página HTML. */
      400: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'text/html': unknown;
        };
      };
      /** @description Sem o token da sessão, ou sessão só de leitura: nada muda. */
      403: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'text/html': unknown;
        };
      };
      /** @description Endereço sem ação: página HTML. */
      404: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'text/html': unknown;
        };
      };
      /** @description O mesmo formulário ainda em andamento: página HTML; tente de novo. */
      409: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'text/html': unknown;
        };
      };
      /** @description Corpo acima de 16384 bytes. */
      413: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Campo inválido (por exemplo, motivo longo demais): página HTML que diz qual. */
      422: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'text/html': unknown;
        };
      };
      /** @description Requisições demais: acima do limite da chave (ou do endereço, depois de autenticações recusadas demais). Nada foi feito; `Retry-After` diz em quantos segundos tentar de novo. */
      429: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Falha interna; a mensagem não revela detalhes. */
      500: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Banco de dados indisponível: página HTML "Serviço indisponível"; nada foi gravado pela metade, e o mesmo formulário enviado de novo não repete a ação. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'text/html': unknown;
        };
      };
    };
  };
  getDashboardDetail: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description A seção (charges, checkouts, subscriptions, ledger, reconciliations, payouts, webhooks, account); também `sign-in` e `assets`.
         * @example charges
         */
        section: string;
        /**
         * @description O ID do item da seção (uma cobrança, um checkout…), o token do link de acesso em `sign-in`, ou `export` no extrato.
         * @example 0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A página HTML (ou o CSV, ou o CSS). */
      200: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'text/html': unknown;
          'text/csv': unknown;
          'text/css': unknown;
        };
      };
      /** @description Sem sessão válida (nenhuma, encerrada, expirada, ociosa há 1 hora ou com a chave revogada): para `/dashboard/sign-in`, que explica como obter um link. */
      303: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'text/html': unknown;
        };
      };
      /** @description Item de outro lojista ou inexistente, ou link já usado ou expirado: página HTML. */
      404: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'text/html': unknown;
        };
      };
      /** @description Corpo acima de 16384 bytes. */
      413: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Endereço com links ou sessões desconhecidos demais (conta como autenticação recusada): página "Muitas tentativas". */
      429: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          /** @description Com `rate_limited`: segundos até a próxima janela. */
          'Retry-After'?: string;
          [name: string]: unknown;
        };
        content: {
          'text/html': unknown;
        };
      };
      /** @description Falha interna; a mensagem não revela detalhes. */
      500: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Banco de dados indisponível: página HTML "Serviço indisponível"; nada foi gravado pela metade, e o mesmo formulário enviado de novo não repete a ação. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'text/html': unknown;
        };
      };
    };
  };
  postDashboardDetail: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description A seção (charges, checkouts, subscriptions, ledger, reconciliations, payouts, webhooks, account); também `sign-in` e `assets`.
         * @example charges
         */
        section: string;
        /**
         * @description O ID do item da seção (uma cobrança, um checkout…), o token do link de acesso em `sign-in`, ou `export` no extrato.
         * @example 0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A página de confirmação ou a página do erro. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'text/html': unknown;
        };
      };
      /** @description Feito: de volta à página do item (ou, ao entrar, ao painel com o cookie). */
      303: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'text/html': unknown;
        };
      };
      /** @description Ação recusada pelo estado do recurso (por exemplo, cobrança não paga): página HTML. */
      400: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'text/html': unknown;
        };
      };
      /** @description Sem o token da sessão, ou sessão só de leitura: nada muda. */
      403: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'text/html': unknown;
        };
      };
      /** @description Link já usado ou expirado, ou item de outro lojista: página HTML. */
      404: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'text/html': unknown;
        };
      };
      /** @description O mesmo formulário ainda em andamento: página HTML; tente de novo. */
      409: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'text/html': unknown;
        };
      };
      /** @description Corpo acima de 16384 bytes. */
      413: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Campo inválido (por exemplo, motivo longo demais): página HTML que diz qual. */
      422: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'text/html': unknown;
        };
      };
      /** @description Requisições demais: acima do limite da chave (ou do endereço, depois de autenticações recusadas demais). Nada foi feito; `Retry-After` diz em quantos segundos tentar de novo. */
      429: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Falha interna; a mensagem não revela detalhes. */
      500: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Banco de dados indisponível: página HTML "Serviço indisponível"; nada foi gravado pela metade, e o mesmo formulário enviado de novo não repete a ação. */
      503: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'text/html': unknown;
        };
      };
    };
  };
  getOpenApiDocument: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description O documento OpenAPI, sem o envelope. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            openapi: string;
            info: {
              title: string;
              version: string;
            } & {
              [key: string]: unknown;
            };
            paths: {
              [key: string]: unknown;
            };
          } & {
            [key: string]: unknown;
          };
        };
      };
      /** @description Corpo acima de 16384 bytes. */
      413: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Falha interna; a mensagem não revela detalhes. */
      500: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getApiReference: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A página HTML. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'text/html': unknown;
        };
      };
      /** @description Corpo acima de 16384 bytes. */
      413: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Falha interna; a mensagem não revela detalhes. */
      500: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getApiReferenceAsset: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description O arquivo.
         * @example swagger-ui.css
         */
        asset: 'swagger-ui-bundle.js' | 'swagger-ui.css';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description O arquivo (comprimido com gzip quando o cliente aceita). */
      200: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'text/javascript': unknown;
          'text/css': unknown;
        };
      };
      /** @description Arquivo desconhecido. */
      404: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Corpo acima de 16384 bytes. */
      413: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Falha interna; a mensagem não revela detalhes. */
      500: {
        headers: {
          'X-Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
}
