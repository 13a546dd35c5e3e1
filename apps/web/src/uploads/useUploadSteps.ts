import {
  api,
  type DownloadedFile,
  jobKindOf,
  previewOf,
  UPLOAD_MESSAGES,
} from '@quaybook/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../api/client';
import { showRefusal } from '../api/showRefusal';
import { failureMessage } from '../inspections';
import { useJob } from '../jobs/useJob';
import { saveFile } from '../lists/export/download';
import type { FilterDraft } from '../lists/filters/filterValues';
import { useFieldToast } from '../lists/form/fieldToast';
import { referenceLookup } from '../lists/form/referenceLookup';
import { notify } from '../notify';
import { saveResultOf } from './saveResult';
import type { PreviewRow, UploadDeclaration, UploadPreview } from './uploadDeclaration';
import { missingChoices, uploadQuery } from './uploadForm';
import { uploadWithProgress } from './uploadWithProgress';

/** The spec's fallbacks when the server gives no reason (002 §9). */
const UPLOAD_FAILED = 'An error occurred during upload.';
const SAVE_FAILED = 'An error occurred during save.';
const DOWNLOADED = 'File downloaded successfully';
const CHOICES_CHANGED = 'The choices changed: upload the file again to check it against them.';
const DOWNLOAD_FAILED = 'The file could not be downloaded. Please try again.';

/** What the panel is doing, and the line that says so. */
interface UploadStatus {
  step: 'idle' | 'uploading' | 'saving' | 'downloading';
  text: string;
  tone: 'plain' | 'done' | 'failed';
}

/** A staged file: its preview, its name, and the choices it was uploaded with. */
interface Staged {
  preview: UploadPreview;
  fileName: string;
  query: Readonly<Record<string, string | number>>;
}

const IDLE: UploadStatus = { step: 'idle', text: '', tone: 'plain' };

/**
 * A staged batch of at least this many rows to save is saved as a job, its progress shown: a
 * smaller one is saved by the execute call itself, in well under a second.
 */
const JOB_SAVE_ROWS = 1000;

/**
 * The two steps of an upload screen, with the spec's messages: Upload sends the file with the
 * choices and shows the preview; Save applies the staged batch once and clears it. A refused
 * file changes nothing on the screen but the message.
 */
export function useUploadSteps(declaration: UploadDeclaration) {
  const queryClient = useQueryClient();
  const toast = useFieldToast();
  const [draft, setDraft] = useState<FilterDraft>({});
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [percent, setPercent] = useState(0);
  const [status, setStatus] = useState<UploadStatus>(IDLE);
  const [staged, setStaged] = useState<Staged | null>(null);
  /** The rows a save answered, with their outcome, when the kind answers them. */
  const [saved, setSaved] = useState<Omit<Staged, 'query'> | null>(null);
  const job = useJob();

  const choose = (param: string, value: string) => {
    setDraft((previous) => ({ ...previous, [param]: value }));
    setProblems(({ [param]: _, ...rest }) => rest);
    toast.answered([param]);
    // The staged rows were checked against the choices they were uploaded with, and Save would
    // apply them there: other choices need the file checked again.
    if (staged && (draft[param] ?? '') !== value) {
      setStaged(null);
      setPercent(0);
      setStatus({ step: 'idle', text: CHOICES_CHANGED, tone: 'plain' });
    }
  };
  const pick = (next: File | null) => {
    setFile(next);
    setProblems(({ file: _, ...rest }) => rest);
    toast.answered(['file']);
  };

  /** The call's query from the choices, or undefined after saying what is missing. */
  const checkedQuery = (needsFile: boolean) => {
    const missing = missingChoices(declaration.choices, draft);
    if (needsFile && !file) missing.file = UPLOAD_MESSAGES.selectFile;
    setProblems(missing);
    const first = Object.values(missing)[0];
    if (first) {
      toast.show(first, Object.keys(missing));
      return undefined;
    }
    toast.hide();
    const party = referenceLookup(queryClient);
    return uploadQuery(declaration.choices, draft, (autoid) => party('linkParties', autoid));
  };

  const failed = (error: unknown, fallback: string) => {
    showRefusal(error, fallback);
    setStatus({ step: 'idle', text: failureMessage(error, fallback), tone: 'failed' });
  };

  const upload = async () => {
    if (status.step !== 'idle') return;
    const query = checkedQuery(true);
    if (!query || !file) return;
    setPercent(0);
    job.clear();
    setStatus({ step: 'uploading', text: UPLOAD_MESSAGES.uploading, tone: 'plain' });
    try {
      const reply = await uploadWithProgress(
        declaration.upload,
        { query, files: [{ blob: file, name: file.name }] },
        setPercent,
      );
      // Each upload answers its preview in the items its client reads (item 3 on Upload Entry).
      setStaged({
        preview: previewOf<PreviewRow>(declaration.upload, reply),
        fileName: file.name,
        query,
      });
      setSaved(null);
      notify.success(UPLOAD_MESSAGES.uploaded);
      setStatus({ step: 'idle', text: UPLOAD_MESSAGES.uploaded, tone: 'done' });
    } catch (error) {
      failed(error, UPLOAD_FAILED);
    }
  };

  const save = async () => {
    if (status.step !== 'idle') return;
    if (!staged) {
      toast.show(UPLOAD_MESSAGES.noFile);
      return;
    }
    setStatus({ step: 'saving', text: UPLOAD_MESSAGES.saving, tone: 'plain' });
    try {
      const body = { qry: staged.preview.qry, ...declaration.saveWith?.(staged.query) };
      const kind = jobKindOf(declaration.save);
      const reply =
        kind && staged.preview.ok >= JOB_SAVE_ROWS
          ? { ...(await job.run(kind, body)), extra: undefined }
          : await call(declaration.save, { body });
      const result = saveResultOf(reply.data, reply.extra);
      const message = reply.message || UPLOAD_MESSAGES.saved(result.saved);
      notify.success(message);
      if (declaration.showsSavedRows && result.list)
        setSaved({
          fileName: staged.fileName,
          preview: {
            list: result.list,
            qry: result.qry,
            total: result.saved + result.skipped,
            ok: result.saved,
            skipped: result.skipped,
          },
        });
      setStaged(null);
      setFile(null);
      setPercent(0);
      setStatus({ step: 'idle', text: message, tone: 'done' });
    } catch (error) {
      failed(error, SAVE_FAILED);
    }
  };

  const download = async (fetchFile: () => Promise<DownloadedFile>) => {
    if (status.step !== 'idle') return;
    // The line keeps what it said of the last upload or save.
    setStatus((last) => ({ ...last, step: 'downloading' }));
    try {
      saveFile(await fetchFile(), DOWNLOADED);
    } catch (error) {
      showRefusal(error, DOWNLOAD_FAILED);
    }
    setStatus((last) => ({ ...last, step: 'idle' }));
  };

  const downloadList = () => {
    const list = declaration.list;
    const query = list && checkedQuery(false);
    if (list && query) void download(async () => (await call(list.endpoint, { query })).data);
  };

  const downloadTemplate = () =>
    download(
      async () =>
        (await call(api.uploadTemplate.template, { params: { kind: declaration.template } })).data,
    );

  return {
    draft,
    file,
    problems,
    percent,
    status,
    staged,
    saved,
    /** The job of a large save, while it runs and once it ended. */
    job: job.status,
    choose,
    pick,
    upload,
    save,
    /** The list saved under the current choices (Upload Content's Download List). */
    downloadList,
    /** The kind's empty workbook. */
    downloadTemplate,
  };
}
