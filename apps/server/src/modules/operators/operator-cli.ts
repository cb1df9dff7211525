// npm run operator:create -- --merchant CODE --username NAME [--role admin|editor|reviewer]
// The password comes from OPERATOR_PASSWORD, else a strong one is generated and printed once.
import { parseArgs } from 'node:util';
import { operatorCreateRequestSchema } from '@lobby/contract/admin/operators';
import { loadConfig } from '../../config';
import { openDb } from '../../db/client';
import { ApiError } from '../../lib/envelope';
import { randomToken } from '../../lib/secrets';
import { createAuditedWrites } from '../audit/audited-write';
import { createOperatorsRepository } from './operators.repository';
import { createOperatorsService } from './operators.service';
import { createSiteRepository } from '../site/site.repository';

const { values } = parseArgs({
  options: {
    merchant: { type: 'string' },
    username: { type: 'string' },
    role: { type: 'string', default: 'admin' },
  },
  allowPositionals: false,
});

const generated = process.env.OPERATOR_PASSWORD === undefined;
const input = operatorCreateRequestSchema.safeParse({
  username: values.username,
  password: process.env.OPERATOR_PASSWORD ?? randomToken(18),
  role: values.role,
});
if (!values.merchant || !input.success) {
  console.error(
    'usage: npm run operator:create -- --merchant CODE --username NAME [--role admin|editor|reviewer]\n' +
      '(OPERATOR_PASSWORD sets the password: at least 12 characters)' +
      (input.success
        ? ''
        : `\n${input.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n')}`),
  );
  process.exit(2);
}

const config = loadConfig();
const handle = await openDb({ databaseUrl: config.DATABASE_URL, pgliteDir: config.pgliteDir });
try {
  await handle.migrate();
  const merchantCode = values.merchant.toUpperCase();
  const merchants = await createSiteRepository(handle.db).listMerchants();
  if (!merchants.some((merchant) => merchant.code === merchantCode)) {
    console.error(`no merchant ${merchantCode} (known: ${merchants.map((merchant) => merchant.code).join(', ')})`);
    process.exitCode = 1;
  } else {
    const service = createOperatorsService(createOperatorsRepository(handle.db), createAuditedWrites(handle.db));
    const operator = await service.create({ merchantCode, operatorId: null, ip: 'cli' }, input.data);
    console.log(`operator ${operator.username} (${operator.role}) created on ${merchantCode}`);
    if (generated) console.log(`password: ${input.data.password}`);
  }
} catch (error) {
  if (!(error instanceof ApiError)) throw error;
  console.error(`${values.username} already exists on ${values.merchant}`);
  process.exitCode = 1;
} finally {
  await handle.close();
}
