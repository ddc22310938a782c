/** `npm run admin -- create-account --name NAME [--abuse-reports]`; see server/accounts/admin-command.ts. */
import { runAdmin } from '../server/accounts/admin-command.js';

const code = await runAdmin(process.argv.slice(2), process.env, {
  stdout: (line) => process.stdout.write(`${line}\n`),
  stderr: (line) => process.stderr.write(`${line}\n`),
});
process.exitCode = code;
