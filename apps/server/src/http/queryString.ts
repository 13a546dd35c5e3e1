/**
 * Reads a query string as common clients write it: a list as repeated keys (`reportid=1&
 * reportid=2`), with brackets as axios and PHP-style clients send it (`reportid[]=1`,
 * `reportid[0]=1`), or as one value the schema splits (`reportid=1,2`). A key given once is a
 * value; a key given again, or with brackets, is a list.
 * @example readQuery('reportid[]=1&reportid[]=2&billdate=2026-11-27') // { reportid: ['1', '2'], billdate: '2026-11-27' }
 */
export function readQuery(text: string): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = Object.create(null);
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const bracketed = /^(.+?)\[\d*\]$/.exec(rawKey);
    const key = bracketed?.[1] ?? rawKey;
    const known = query[key];
    if (known === undefined) query[key] = bracketed ? [value] : value;
    else if (Array.isArray(known)) known.push(value);
    else query[key] = [known, value];
  }
  return query;
}
