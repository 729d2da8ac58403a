/** Portuguese texts of the PSP (live Pix) area; part of the one catalog in `lib/messages.ts`. */
export const pspMessages = {
  refused: 'O provedor Pix recusou a operação. Tente novamente mais tarde ou contate o suporte.',
  noticeInvalid: 'Notificação Pix inválida.',
} as const;
