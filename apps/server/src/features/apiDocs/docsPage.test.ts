import { api, endpoint } from '@quaybook/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { docsPage } from './docsPage';
import { openApiDocument } from './openApiDocument';

describe('the API reference page', () => {
  it('shows every operation of the document with its method, path and access, grouped by area', () => {
    const document = openApiDocument(api, { version: '9.9.9' });
    const html = docsPage(document);
    for (const [path, item] of Object.entries(document.paths))
      for (const [method, operation] of Object.entries(item)) {
        const { operationId } = operation as { operationId: string };
        expect(html).toContain(`id="op-${operationId}"`);
        expect(html).toContain(
          `<span class="method m-${method}">${method.toUpperCase()}</span><code class="path">${path}</code>`,
        );
      }
    expect(html).toContain('<section id="area-inspection"><h2>Inspection');
    expect(html).toContain('<span class="access a-admin">admin</span>');
    expect(html).toContain('version 9.9.9');
  });

  it('escapes what the declarations say, and loads no script', () => {
    const hostile = {
      sample: {
        look: endpoint({
          method: 'GET',
          path: '/look/{name}',
          params: z.object({ name: z.string().describe('<img src=x onerror=alert(1)>') }),
          query: z.object({ kind: z.enum(['"><script>alert(2)</script>']) }),
          data: z.object({ 'a<b': z.string() }),
        }),
      },
    };
    const html = docsPage(openApiDocument(hostile, { version: '1</title>' }));
    expect(html).not.toMatch(/<script|<img|<\/title>.*<\/title>/s);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&quot;&gt;&lt;script&gt;');
    expect(html).toContain('<code>a&lt;b</code>');
  });
});
