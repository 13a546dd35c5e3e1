// `npm run budget -w @quaybook/web`: prints each built chunk beside its budget
// (chunk-budget.json) and exits 1 naming every chunk over it, and the first load when it is.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Budget, checkDist, formatReport } from './chunkBudget';

const web = path.resolve(import.meta.dirname, '../..');
const budget = JSON.parse(readFileSync(path.join(web, 'chunk-budget.json'), 'utf8')) as Budget;
const report = checkDist(path.join(web, 'dist'), budget);
console.log(formatReport(report));
if (report.failures.length > 0) {
  console.error(`\nOver budget:\n${report.failures.map((line) => `  ${line}`).join('\n')}`);
  process.exit(1);
}
console.log('\nEvery chunk and the first load are within budget.');
