import { Worker } from 'node:worker_threads';
import { RENDERING_WORKER } from '../../paths';
import { workerEntry } from '../../shared/workerEntry';
import type { RenderReply, RenderRequest, ThreadWriter } from './renderingWorker';

interface Waiting {
  resolve(bytes: Uint8Array): void;
  reject(error: Error): void;
}

let worker: Worker | undefined;
const waiting = new Map<number, Waiting>();
let lastId = 0;

/** Fails every render still waiting, and forgets the thread, so the next render starts one. */
function lost(error: Error) {
  worker = undefined;
  for (const { reject } of waiting.values()) reject(error);
  waiting.clear();
}

/** The rendering thread, started with the first render; it keeps the process alive only while busy. */
function thread(): Worker {
  if (worker) return worker;
  const started = new Worker(workerEntry(RENDERING_WORKER));
  started.on('message', ({ id, ...reply }: RenderReply) => {
    const caller = waiting.get(id);
    waiting.delete(id);
    if (waiting.size === 0) started.unref();
    if (!caller) return;
    if ('bytes' in reply) caller.resolve(reply.bytes);
    else caller.reject(new Error(`The document could not be rendered: ${reply.failed}`));
  });
  started.on('error', (error) => lost(error));
  started.on('exit', (code) => {
    if (worker === started) lost(new Error(`The rendering thread stopped (${code})`));
  });
  worker = started;
  return started;
}

/**
 * Starts the rendering thread ahead of its first document, which then does not wait for the
 * thread to load its writers. It keeps the process alive only while it renders.
 */
export function startRenderingThread(): void {
  thread().unref();
}

/**
 * Renders a document on the rendering thread, off the main thread that answers every call.
 * @example await renderOnThread('taxInvoice', invoice) // the bill's PDF
 */
export function renderOnThread(writer: ThreadWriter, input: unknown): Promise<Uint8Array> {
  const rendering = thread();
  lastId += 1;
  const id = lastId;
  const request: RenderRequest = { id, writer, input };
  return new Promise<Uint8Array>((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    rendering.ref();
    rendering.postMessage(request);
  });
}

/** Stops the rendering thread, if it runs (the server's stop). */
export async function stopRenderingThread(): Promise<void> {
  const running = worker;
  if (!running) return;
  lost(new Error('The server stopped while a document was being rendered'));
  await running.terminate();
}
