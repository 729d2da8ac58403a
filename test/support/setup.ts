import { inject } from 'vitest';

// Runs in each worker before a test file is imported, so handlers read this configuration.
process.env.DYNAMODB_ENDPOINT = inject('dynamoEndpoint');
