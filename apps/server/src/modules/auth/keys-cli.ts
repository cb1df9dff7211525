// npm run keys -w apps/server -- rotate | retire-old: rotate the payload-encryption key, or retire the older ones.
// Servers pick up a change within a minute (they reload keys every 60 s, and at once on an unknown key id).
import { loadConfig } from '../../config';
import { openDb } from '../../db/client';
import { createEncryptionKeysRepository } from './encryption-keys.repository';
import { createEncryptionService } from './encryption.service';

const command = process.argv[2];
if (command !== 'rotate' && command !== 'retire-old') {
  console.error('usage: npm run keys -w apps/server -- rotate | retire-old');
  process.exit(2);
}
const config = loadConfig();
const handle = await openDb({ databaseUrl: config.DATABASE_URL, pgliteDir: config.pgliteDir });
try {
  await handle.migrate();
  const encryption = createEncryptionService(createEncryptionKeysRepository(handle.db));
  if (command === 'rotate') console.log(`published key ${await encryption.rotate()}`);
  else console.log(`retired ${await encryption.retireOld()} older key(s)`);
} finally {
  await handle.close();
}
