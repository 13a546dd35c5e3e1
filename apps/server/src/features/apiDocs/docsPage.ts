import type { Access } from '@quaybook/contract';
import type { JsonSchema, OpenApiDocument } from './openApiDocument';

// The reference page is plain HTML with its style inline: the app's Content-Security-Policy
// allows no outside script or style, and a reader needs none.

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for HTML content and attribute values. */
const escapeHtml = (text: unknown) => String(text).replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** The document's little markdown: paragraphs, `code` and **strong**, all else as text. */
function prose(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => {
      const html = escapeHtml(paragraph.trim())
        .replace(/`([^`]+)`/g, '<code>$1</code>')
        .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');
      return `<p>${html}</p>`;
    })
    .join('');
}

const schemaName = (schema: JsonSchema) =>
  typeof schema.$ref === 'string' ? schema.$ref.split('/').pop() : undefined;

const members = (schema: JsonSchema) =>
  ((schema.anyOf ?? schema.oneOf ?? []) as JsonSchema[]).filter(Boolean);

/** A short reading of a schema's type: `string`, `integer | null`, `'csv' | 'pdf'`, `Failure`. */
function typeLabel(schema: JsonSchema): string {
  const name = schemaName(schema);
  if (name) return `<a href="#schema-${escapeHtml(name)}">${escapeHtml(name)}</a>`;
  if ('const' in schema)
    return `<span class="lit">${escapeHtml(JSON.stringify(schema.const))}</span>`;
  if (Array.isArray(schema.enum))
    return schema.enum
      .map((value) => `<span class="lit">${escapeHtml(JSON.stringify(value))}</span>`)
      .join(' | ');
  const choices = members(schema);
  if (choices.length > 0) return [...new Set(choices.map(typeLabel))].join(' | ');
  if (schema.contentMediaType === 'application/json' && schema.contentSchema)
    return `JSON text of ${typeLabel(schema.contentSchema as JsonSchema)}`;
  if (schema.contentMediaType) return `file (${escapeHtml(schema.contentMediaType)})`;
  const type = schema.type;
  if (type === 'array') {
    if (Array.isArray(schema.prefixItems)) return 'tuple';
    return `${typeLabel((schema.items as JsonSchema | undefined) ?? {})}[]`;
  }
  if (type === 'object' && !schema.properties && typeof schema.additionalProperties === 'object')
    return `{ [key]: ${typeLabel(schema.additionalProperties as JsonSchema)} }`;
  if (typeof type === 'string') return escapeHtml(type);
  if (Array.isArray(type)) return type.map(escapeHtml).join(' | ');
  return 'any';
}

const LIMITS: [string, string][] = [
  ['minLength', 'min length'],
  ['maxLength', 'max length'],
  ['minItems', 'min items'],
  ['maxItems', 'max items'],
  ['format', 'format'],
  ['pattern', 'pattern'],
  ['default', 'default'],
];

// Zod bounds every integer to the safe range; saying so on each id is noise.
const bound = (value: unknown) =>
  typeof value === 'number' && Math.abs(value) < Number.MAX_SAFE_INTEGER ? value : undefined;

function rangeOf(schema: JsonSchema): string | undefined {
  const [low, high] = [bound(schema.minimum), bound(schema.maximum)];
  if (low !== undefined && high !== undefined) return `${low} … ${high}`;
  const above = bound(schema.exclusiveMinimum);
  const below = bound(schema.exclusiveMaximum);
  const parts = [
    low !== undefined ? `≥ ${low}` : above !== undefined ? `> ${above}` : '',
    high !== undefined ? `≤ ${high}` : below !== undefined ? `< ${below}` : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : undefined;
}

/** Limits a value must keep, read from the schema and from the members of a choice. */
function limitsOf(schema: JsonSchema): string {
  const found: string[] = [];
  for (const part of [schema, ...members(schema)]) {
    const range = rangeOf(part);
    if (range) found.push(`<code>${escapeHtml(range)}</code>`);
    for (const [key, label] of LIMITS) {
      if (!(key in part)) continue;
      const value = key === 'default' ? JSON.stringify(part[key]) : String(part[key]);
      found.push(`${label} <code>${escapeHtml(value)}</code>`);
    }
  }
  const notes = [...new Set(found)];
  if (typeof schema.description === 'string') notes.unshift(prose(schema.description));
  return notes.join(' ');
}

type Field = { name: string; schema: JsonSchema; required: boolean };

/** The named parts inside a schema: an object's properties, found through arrays and choices. */
function fieldsOf(schema: JsonSchema): Field[] {
  if (schemaName(schema)) return [];
  if (schema.contentSchema) return fieldsOf(schema.contentSchema as JsonSchema);
  if (schema.type === 'array' && Array.isArray(schema.prefixItems))
    return (schema.prefixItems as JsonSchema[]).map((item, index) => ({
      name: `[${index}]`,
      schema: item,
      required: index < Number(schema.minItems ?? 0),
    }));
  if (schema.type === 'array' && schema.items) return fieldsOf(schema.items as JsonSchema);
  if (schema.properties) {
    const required = new Set((schema.required ?? []) as string[]);
    return Object.entries(schema.properties as Record<string, JsonSchema>).map(([name, inner]) => ({
      name,
      schema: inner,
      required: required.has(name),
    }));
  }
  for (const choice of members(schema)) {
    const inner = fieldsOf(choice);
    if (inner.length > 0) return inner;
  }
  return [];
}

function fieldRows(fields: Field[], depth: number): string {
  return fields
    .map(({ name, schema, required }) => {
      const inner = fieldsOf(schema);
      const row = `<tr><td class="name" style="padding-left:${0.5 + depth * 1.1}rem">${depth > 0 ? '<span class="tree">└</span>' : ''}<code>${escapeHtml(name)}</code>${required ? '<span class="req" title="required">*</span>' : ''}</td><td class="type">${typeLabel(schema)}</td><td class="note">${limitsOf(schema)}</td></tr>`;
      return inner.length > 0 ? row + fieldRows(inner, depth + 1) : row;
    })
    .join('');
}

/** A schema as a table of its fields, or its one-line type when it has none. */
function schemaHtml(schema: JsonSchema): string {
  const fields = fieldsOf(schema);
  if (fields.length === 0)
    return `<div class="bare">${typeLabel(schema)} ${limitsOf(schema)}</div>`;
  const head = `<div class="bare">${typeLabel(schema)} ${limitsOf(schema)}</div>`;
  return `${head}<table class="fields"><tbody>${fieldRows(fields, 0)}</tbody></table>`;
}

interface Parameter {
  name: string;
  in: string;
  required: boolean;
  schema: JsonSchema;
}

interface MediaType {
  schema?: JsonSchema;
}

interface Operation {
  operationId: string;
  tags: string[];
  description: string;
  'x-access': Access;
  'x-reply': 'envelope' | 'token' | 'file';
  parameters?: Parameter[];
  requestBody?: { required: boolean; content: Record<string, MediaType> };
  responses: Record<string, { description: string; content?: Record<string, MediaType> }>;
}

function parametersHtml(parameters: Parameter[]): string {
  const rows = parameters
    .map(
      (parameter) =>
        `<tr><td class="name"><code>${escapeHtml(parameter.name)}</code>${parameter.required ? '<span class="req" title="required">*</span>' : ''}</td><td class="where">${escapeHtml(parameter.in)}</td><td class="type">${typeLabel(parameter.schema)}</td><td class="note">${limitsOf(parameter.schema)}</td></tr>`,
    )
    .join('');
  return `<h4>Parameters</h4><table class="fields params"><tbody>${rows}</tbody></table>`;
}

/** The record a form carries as JSON text in one field, when it has one such field. */
function formRecord(schema: JsonSchema | undefined): JsonSchema | undefined {
  const fields = Object.values((schema?.properties ?? {}) as Record<string, JsonSchema>);
  return fields.length === 1 ? (fields[0]?.contentSchema as JsonSchema | undefined) : undefined;
}

function bodyHtml(body: NonNullable<Operation['requestBody']>): string {
  const kinds = Object.entries(body.content);
  const record = formRecord(body.content['multipart/form-data']?.schema);
  const parts = kinds.map(([type, media], index) => {
    const label = `${index === 0 ? 'Body' : 'or'} <code class="media">${escapeHtml(type)}</code>`;
    const optional = index === 0 && !body.required ? ' <span class="muted">optional</span>' : '';
    if (index > 0 && record && JSON.stringify(record) === JSON.stringify(media.schema))
      return `<h4>${label} <span class="muted">with the same record as the whole body</span></h4>`;
    return `<h4>${label}${optional}</h4>${media.schema ? schemaHtml(media.schema) : ''}`;
  });
  return parts.join('');
}

/** The success answer as a reader wants it: for an envelope, its data (and page info). */
function answerHtml(operation: Operation): string {
  const ok = operation.responses[200];
  if (!ok) return '';
  const content = ok.content ?? {};
  const json = content['application/json']?.schema;
  const files = Object.keys(content).filter((type) => type !== 'application/json');
  const parts: string[] = [];
  if (files.length > 0)
    parts.push(
      `<h4>Answer: a file</h4><div class="bare">${files.map((type) => `<code class="media">${escapeHtml(type)}</code>`).join(' ')} with <code>Content-Disposition</code></div>`,
    );
  if (json && operation['x-reply'] === 'token') parts.push(`<h4>Answer</h4>${schemaHtml(json)}`);
  else if (json) {
    const envelope = (members(json)[0] ?? json) as JsonSchema;
    const [, , data, extra] = (envelope.prefixItems ?? []) as JsonSchema[];
    parts.push(
      `<h4>${files.length > 0 ? 'or' : 'Answer'} <code>[1, message, data${extra ? ', pageInfo?' : ''}]</code> with data</h4>${schemaHtml(data ?? {})}`,
    );
  }
  const failures = Object.entries(operation.responses)
    .filter(([status]) => status !== '200')
    .map(
      ([status, answer]) =>
        `<li><span class="status">${escapeHtml(status === 'default' ? '500' : status)}</span> ${escapeHtml(answer.description)}</li>`,
    )
    .join('');
  parts.push(`<h4>Refusals</h4><ul class="failures">${failures}</ul>`);
  return parts.join('');
}

// The anchor sits inside the call's details: a link to it opens the call, since a browser
// reveals the closed ancestors of the element it scrolls to.
const anchorOf = (id: string) => `op-${id.replace(/[^\w.-]/g, '-')}`;

function operationHtml(path: string, method: string, operation: Operation): string {
  const access = operation['x-access'];
  return `<details class="op"><summary><span class="method m-${escapeHtml(method)}">${escapeHtml(method.toUpperCase())}</span><code class="path">${escapeHtml(path)}</code><a class="opid" href="#${escapeHtml(anchorOf(operation.operationId))}">${escapeHtml(operation.operationId)}</a><span class="access a-${escapeHtml(access)}">${escapeHtml(access)}</span></summary><div class="body" id="${escapeHtml(anchorOf(operation.operationId))}"><p class="desc">${prose(operation.description)}</p>${operation.parameters ? parametersHtml(operation.parameters) : ''}${operation.requestBody ? bodyHtml(operation.requestBody) : ''}${answerHtml(operation)}</div></details>`;
}

const STYLE = `
:root{--ink:#1f2933;--muted:#616e7c;--line:#e4e7eb;--bg:#f5f7fa;--accent:#1c7ed6;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--ink);font-size:14px;line-height:1.45}
*{box-sizing:border-box}body{margin:0;background:var(--bg)}
code{font-family:ui-monospace,"SFMono-Regular",Menlo,Consolas,monospace;font-size:.92em}
a{color:var(--accent);text-decoration:none}a:hover{text-decoration:underline}
.layout{display:grid;grid-template-columns:240px 1fr;min-height:100vh}
nav{position:sticky;top:0;height:100vh;overflow:auto;background:#fff;border-right:1px solid var(--line);padding:1rem .75rem}
nav h1{font-size:1.05rem;margin:0 0 .15rem}nav .version{color:var(--muted);font-size:.85em;margin-bottom:.75rem}
nav ul{list-style:none;margin:0;padding:0}nav li a{display:flex;justify-content:space-between;padding:.18rem .4rem;border-radius:4px;color:var(--ink)}
nav li a:hover{background:var(--bg);text-decoration:none}nav .count{color:var(--muted);font-size:.85em}
main{padding:1.25rem 2rem 4rem;max-width:1200px;min-width:0}
.intro{background:#fff;border:1px solid var(--line);border-radius:6px;padding:.5rem 1.25rem;margin-bottom:1.5rem}
.intro h2{margin:.75rem 0 .25rem;font-size:1.2rem}
section h2{font-size:1.1rem;margin:1.6rem 0 .5rem;padding-bottom:.25rem;border-bottom:2px solid var(--line)}
section h2 .key{color:var(--muted);font-weight:400;font-size:.85em;margin-left:.5rem}
.op{background:#fff;border:1px solid var(--line);border-radius:6px;margin:.35rem 0}
.op>summary{display:flex;align-items:center;gap:.75rem;padding:.4rem .75rem;cursor:pointer;list-style:none}
.op>summary::-webkit-details-marker{display:none}.op[open]>summary{border-bottom:1px solid var(--line)}
.method{display:inline-block;min-width:4.1rem;text-align:center;font-weight:600;font-size:.78rem;color:#fff;border-radius:4px;padding:.12rem .4rem}
.m-get{background:#2f9e44}.m-post{background:#1c7ed6}.m-put{background:#e67700}.m-delete{background:#e03131}
.path{font-weight:600}.opid{color:var(--muted);margin-left:auto;font-family:ui-monospace,Menlo,Consolas,monospace;font-size:.85em}
.access{font-size:.75rem;border-radius:10px;padding:.05rem .55rem;border:1px solid}
.a-public{color:#2b8a3e;border-color:#8ce99a;background:#ebfbee}.a-user{color:#495057;border-color:#ced4da;background:#f8f9fa}.a-admin{color:#c92a2a;border-color:#ffa8a8;background:#fff5f5}.a-group{color:#862e9c;border-color:#e599f7;background:#f8f0fc}
.body{padding:.25rem 1rem .75rem;scroll-margin-top:2.8rem}.desc p{margin:.4rem 0;color:var(--muted)}
h4{font-size:.85rem;margin:.9rem 0 .3rem;text-transform:none}h4 .muted,.muted{color:var(--muted);font-weight:400}
.media{background:var(--bg);border:1px solid var(--line);border-radius:3px;padding:0 .3rem;font-weight:400}
table.fields{border-collapse:collapse;width:100%;font-size:.92em}
table.fields td{border-top:1px solid var(--line);padding:.2rem .5rem;vertical-align:top}
td.name{white-space:nowrap;width:1%}td.type{color:#5f3dc4;width:1%;min-width:11rem;max-width:26rem}td.where{color:var(--muted);width:1%}
td.note{color:var(--muted);overflow-wrap:anywhere}td.note p{display:inline;margin:0}
.tree{color:#adb5bd;margin-right:.3rem}.req{color:#e03131;margin-left:.1rem}.lit{color:#a61e4d;font-family:ui-monospace,Menlo,Consolas,monospace}
.bare{margin:.2rem 0;font-size:.92em;color:var(--muted)}.bare p{display:inline;margin:0}
ul.failures{margin:.2rem 0;padding-left:0;list-style:none}ul.failures li{margin:.1rem 0;color:var(--muted)}
.status{display:inline-block;min-width:2.6rem;font-weight:600;color:#c92a2a;font-family:ui-monospace,Menlo,Consolas,monospace}
`;

/**
 * The reference page of an OpenAPI document: every operation grouped by area, with its method,
 * path, access, parameters, body and answer, each operation opening in place.
 * @example reply.type('text/html').send(docsPage(openApiDocument(api, { version })))
 */
export function docsPage(document: OpenApiDocument): string {
  const byArea = new Map<string, string[]>();
  let count = 0;
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item) as [string, Operation][]) {
      const area = operation.tags[0] ?? '';
      byArea.set(area, [...(byArea.get(area) ?? []), operationHtml(path, method, operation)]);
      count += 1;
    }
  }
  const titles = new Map(document.tags.map((tag) => [tag.name, tag.description]));
  const areas = [...byArea.keys()];
  const nav = areas
    .map(
      (area) =>
        `<li><a href="#area-${escapeHtml(area)}"><span>${escapeHtml(titles.get(area) ?? area)}</span><span class="count">${byArea.get(area)?.length ?? 0}</span></a></li>`,
    )
    .join('');
  const sections = areas
    .map(
      (area) =>
        `<section id="area-${escapeHtml(area)}"><h2>${escapeHtml(titles.get(area) ?? area)}<span class="key">${escapeHtml(area)}</span></h2>${byArea.get(area)?.join('') ?? ''}</section>`,
    )
    .join('');
  const shared = Object.entries(document.components.schemas)
    .map(
      ([name, schema]) =>
        `<h4 id="schema-${escapeHtml(name)}"><code>${escapeHtml(name)}</code></h4>${schemaHtml(schema)}`,
    )
    .join('');
  const { title, version, description } = document.info;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>${escapeHtml(title)} ${escapeHtml(version)}</title><style>${STYLE}</style></head><body><div class="layout"><nav><h1>${escapeHtml(title)}</h1><div class="version">version ${escapeHtml(version)} · ${count} calls · <a href="/api/openapi.json">openapi.json</a></div><ul><li><a href="#intro"><span>Overview</span></a></li>${nav}<li><a href="#shared"><span>Shared shapes</span></a></li></ul></nav><main><div class="intro" id="intro"><h2>${escapeHtml(title)} <span class="muted">${escapeHtml(version)}</span></h2>${prose(description)}<p>The same description as OpenAPI 3.1: <a href="/api/openapi.json"><code>/api/openapi.json</code></a>. Click a call to open it; <span class="req">*</span> marks what is required.</p></div>${sections}<section id="shared"><h2>Shared shapes</h2>${shared}</section></main></div></body></html>`;
}
