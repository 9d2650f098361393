// Compiles the e-mails' MJML skeleton (components/emails/email-skeleton.ts) into the HTML the server fills per
// message: `npm run email-layouts` after changing the skeleton. The server never loads MJML (seconds to load).
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileEmailSkeletons } from '../components/emails/email-skeleton.js';
import { emailLayoutsModule } from '../components/emails/email-layouts-module.js';

const target = fileURLToPath(new URL('../components/emails/email-layouts.generated.ts', import.meta.url));
fs.writeFileSync(target, emailLayoutsModule(await compileEmailSkeletons()));
process.stdout.write(`Zapisano ${target}\n`);
