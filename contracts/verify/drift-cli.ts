// Backend teams: pnpm contracts:drift --base-url https://your-backend [--header "Name: value"] [--call NAME]
import { runDrift } from './drift-check';

process.exit(await runDrift(process.argv.slice(2)));
