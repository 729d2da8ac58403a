import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TemplateValues } from './cloudformation.js';

/**
 * AWS on loopback for the deployed-mode test: every SDK call of the functions comes here
 * (`AWS_ENDPOINT_URL`, and `DYNAMODB_ENDPOINT` for the table). DynamoDB calls go on to DynamoDB
 * Local; Secrets Manager (`GetSecretValue`), KMS (`GenerateDataKey`, `Decrypt`) and SQS
 * (`SendMessage`, `SendMessageBatch`) are answered here from the template's own resources. Every
 * call is recorded with the invocation it came during, so the test can hold it against the
 * function's IAM policy; an operation not faked here is answered with an error and recorded as one.
 */
export interface AwsCall {
  service: string;
  operation: string;
  input: Record<string, unknown>;
  status: number;
  /** The error type of a refused call (`ConditionalCheckFailedException`, …). */
  errorType?: string;
  /** The invocation in progress when it came; undefined when none was. */
  invocation: number | undefined;
  /** Not an operation this fake knows. */
  unknown?: true;
}

export interface QueuedMessage {
  queueUrl: string;
  messageId: string;
  body: string;
  delaySeconds: number;
}

interface DataKey {
  keyArn: string;
  plaintext: Buffer;
  context: Record<string, string>;
}

const SERVICES: Record<string, string> = {
  DynamoDB_20120810: 'dynamodb',
  TrentService: 'kms',
  AmazonSQS: 'sqs',
  secretsmanager: 'secretsmanager',
};

class Refused extends Error {
  constructor(
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

/** Headers of the connection, not of the request: fetch sets its own. */
const HOP_BY_HOP = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'expect']);

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

async function body(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A JSON request body; what is not JSON (a protocol this fake does not speak) is kept as text. */
function parsed(raw: Buffer): Record<string, unknown> {
  try {
    return JSON.parse(raw.toString('utf8') || '{}') as Record<string, unknown>;
  } catch {
    return { body: raw.toString('utf8').slice(0, 500) };
  }
}

export class FakeAws {
  readonly calls: AwsCall[] = [];
  readonly messages: QueuedMessage[] = [];
  /** The invocation the host runs now (invocations are one at a time). */
  current: number | undefined;
  private readonly dataKeys = new Map<string, DataKey>();
  private server: Server | undefined;
  url = '';

  constructor(
    private readonly values: TemplateValues,
    private readonly dynamoEndpoint: string,
  ) {}

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      this.serve(request, response).catch((error: unknown) => {
        response.writeHead(500, { 'content-type': 'text/plain' });
        response.end(String(error));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async close(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve) ?? resolve(undefined));
  }

  private async serve(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const raw = await body(request);
    const target = String(request.headers['x-amz-target'] ?? '');
    const [prefix = '', operation = request.method ?? ''] = target.split('.');
    const service = SERVICES[prefix] ?? (prefix || 'unknown');
    const input = parsed(raw);
    const call: AwsCall = { service, operation, input, status: 200, invocation: this.current };
    this.calls.push(call);
    if (service === 'dynamodb') {
      const answer = await fetch(this.dynamoEndpoint, {
        method: 'POST',
        headers: Object.fromEntries(
          Object.entries(request.headers).filter(
            (entry): entry is [string, string] => typeof entry[1] === 'string' && !HOP_BY_HOP.has(entry[0]),
          ),
        ),
        body: raw,
      });
      const text = await answer.text();
      call.status = answer.status;
      if (answer.status >= 400) call.errorType = /"__type":"[^"#]*#?([^"]+)"/.exec(text)?.[1];
      response.writeHead(answer.status, {
        'content-type': answer.headers.get('content-type') ?? 'application/x-amz-json-1.0',
      });
      response.end(text);
      return;
    }
    const contentType = service === 'sqs' ? 'application/x-amz-json-1.0' : 'application/x-amz-json-1.1';
    try {
      const output = this.answer(service, operation, input);
      response.writeHead(200, { 'content-type': contentType });
      response.end(JSON.stringify(output));
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      call.status = 400;
      call.errorType = error.type;
      if (error.type === 'UnknownOperationException') call.unknown = true;
      response.writeHead(400, { 'content-type': contentType, 'x-amzn-errortype': error.type });
      response.end(JSON.stringify({ __type: error.type, message: error.message }));
    }
  }

  private answer(service: string, operation: string, input: Record<string, unknown>): unknown {
    switch (`${service}.${operation}`) {
      case 'secretsmanager.GetSecretValue': {
        const secret = this.values.secret(String(input.SecretId));
        if (!secret) throw new Refused('ResourceNotFoundException', `no secret ${String(input.SecretId)}`);
        return {
          ARN: secret.arn,
          Name: secret.name,
          SecretString: secret.value,
          VersionId: '00000000-0000-4000-8000-000000000001',
          VersionStages: ['AWSCURRENT'],
          CreatedDate: 1_767_225_600,
        };
      }
      case 'kms.GenerateDataKey': {
        const keyArn = this.keyArn(String(input.KeyId));
        const bytes = input.NumberOfBytes
          ? Number(input.NumberOfBytes)
          : input.KeySpec === 'AES_128'
            ? 16
            : 32;
        const plaintext = randomBytes(bytes);
        const blob = randomBytes(48);
        this.dataKeys.set(blob.toString('base64'), {
          keyArn,
          plaintext,
          context: (input.EncryptionContext ?? {}) as Record<string, string>,
        });
        return {
          CiphertextBlob: blob.toString('base64'),
          Plaintext: plaintext.toString('base64'),
          KeyId: keyArn,
        };
      }
      case 'kms.Decrypt': {
        const key = this.dataKeys.get(String(input.CiphertextBlob));
        const context = (input.EncryptionContext ?? {}) as Record<string, string>;
        const same =
          key &&
          Object.keys(context).length === Object.keys(key.context).length &&
          Object.entries(context).every(([name, value]) => key.context[name] === value);
        if (!key || !same) throw new Refused('InvalidCiphertextException', 'the data key does not open');
        return {
          Plaintext: key.plaintext.toString('base64'),
          KeyId: key.keyArn,
          EncryptionAlgorithm: 'SYMMETRIC_DEFAULT',
        };
      }
      case 'sqs.SendMessage': {
        const [sent] = this.enqueue(String(input.QueueUrl), [input]);
        return { MessageId: sent!.messageId, MD5OfMessageBody: md5(sent!.body) };
      }
      case 'sqs.SendMessageBatch': {
        const entries = (input.Entries ?? []) as Record<string, unknown>[];
        const sent = this.enqueue(String(input.QueueUrl), entries);
        return {
          Successful: entries.map((entry, i) => ({
            Id: entry.Id,
            MessageId: sent[i]!.messageId,
            MD5OfMessageBody: md5(sent[i]!.body),
          })),
          Failed: [],
        };
      }
      default:
        throw new Refused('UnknownOperationException', `${service}.${operation} is not faked by the test`);
    }
  }

  /** The key ARN a KMS key id names (its ARN, its id): only the template's keys exist. */
  keyArn(keyId: string): string {
    for (const [id, resource] of Object.entries(this.values.resources)) {
      if (resource.Type !== 'AWS::KMS::Key') continue;
      const arn = this.values.getAtt(id, 'Arn');
      if (keyId === arn || keyId === this.values.ref(id)) return arn;
    }
    throw new Refused('NotFoundException', `no KMS key ${keyId}`);
  }

  /** The key a data key of `GenerateDataKey` was made under. */
  dataKeyArn(blob: string): string | undefined {
    return this.dataKeys.get(blob)?.keyArn;
  }

  /** The ARN of the template's queue at `queueUrl`. */
  queueArn(queueUrl: string): string {
    for (const [id, resource] of Object.entries(this.values.resources))
      if (resource.Type === 'AWS::SQS::Queue' && this.values.ref(id) === queueUrl)
        return this.values.getAtt(id, 'Arn');
    throw new Refused('AWS.SimpleQueueService.NonExistentQueue', `no queue ${queueUrl}`);
  }

  private enqueue(queueUrl: string, entries: Record<string, unknown>[]): QueuedMessage[] {
    this.queueArn(queueUrl);
    return entries.map((entry) => {
      const message = {
        queueUrl,
        messageId: randomUUID(),
        body: String(entry.MessageBody),
        delaySeconds: Number(entry.DelaySeconds ?? 0),
      };
      this.messages.push(message);
      return message;
    });
  }

  /** Takes the messages waiting on `queueUrl`, as the event source mapping would hand them out. */
  receive(queueUrl: string): QueuedMessage[] {
    const taken = this.messages.filter((message) => message.queueUrl === queueUrl);
    for (const message of taken) this.messages.splice(this.messages.indexOf(message), 1);
    return taken;
  }
}
