import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.js';
import type { Logger } from './logger.js';

/**
 * APP_SECRET, or one generated into DATA_DIR on first start and kept there (readable by the owner
 * only). Instances sharing one PostgreSQL must share APP_SECRET, so they are told to set it.
 */
export function resolveAppSecret(config: Config, logger: Logger): string {
  if (config.appSecret) return config.appSecret;
  if (config.database.client === 'pg') {
    logger.warn('APP_SECRET nie jest ustawiony: każda instancja wygeneruje własny i nie odczyta danych dostępowych zapisanych przez inne');
  }
  const file = path.join(config.dataDir, 'app-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  logger.info({ file }, 'Wygenerowano APP_SECRET');
  return secret;
}
