/** Portuguese texts of the products area. */
export const productMessages = {
  duplicateExternalId: 'Já existe um produto com este externalId.',
  externalIdImmutable: 'não pode ser alterado após a criação',
} as const;
