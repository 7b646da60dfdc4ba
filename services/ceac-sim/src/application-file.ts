// The application file (ds160-facts §2.8): "SAVE APPLICATION FILE" after Save downloads a `.dat`
// file; "Upload an Application" on the start page restores it, after 30 days too; a submitted
// application's file, and "Create a New Application" on a submitted one, start a new application
// prefilled from it. CEAC's file is an opaque encrypted blob; ours is AES-256-GCM under the
// simulator's own key (our format, not CEAC's), so a changed file is refused (ADR 0039).
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import express, { type Express, type Request, type Response } from 'express';
import { escapeHtml, postName } from './ceac-names';
import { layout } from './html';
import type { Session } from './session';
import type { ApplicationRecord, ApplicationStore, PageRecord } from './store';

const P = 'ctl00_SiteContentPlaceHolder_';
export const FILE_PATHS = {
  save: '/GenNIV/Common/SaveApplicationFile.aspx',
  upload: '/GenNIV/Common/UploadApplication.aspx',
} as const;
/** Our own ids where the record has none (inferred, ADR 0039). */
export const FILE_IDS = {
  saveLink: 'ctl00_lnkSaveApplicationFile',
  savePanel: 'ctl00_pnlSaveWarning',
  continueLink: 'ctl00_lnkContinueApplication',
  uploadLink: `${P}lnkUpload`,
  uploadFile: `${P}ucUploadApplication_fileUpload`,
  uploadButton: `${P}ucUploadApplication_btnUpload`,
  summary: `${P}FormView1_ValidationSummary`,
  createNew: `${P}ApplicationRecovery1_btnCreateNew`,
} as const;

const MAGIC = Buffer.from('CEACSIM1');
const KEY = createHash('sha256').update('portico ceac-sim application file, format 1').digest();

type FileContent = { v: 1; signed: boolean } & Pick<
  ApplicationRecord,
  'applicationId' | 'location' | 'createdAt' | 'securityQuestion' | 'securityAnswer' | 'pages'
>;

export function encodeApplicationFile(rec: ApplicationRecord): Buffer {
  const content: FileContent = {
    v: 1,
    applicationId: rec.applicationId,
    location: rec.location,
    createdAt: rec.createdAt,
    securityQuestion: rec.securityQuestion,
    securityAnswer: rec.securityAnswer,
    pages: rec.pages,
    signed: Boolean(rec.signed),
  };
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', KEY, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(content), 'utf8'), cipher.final()]);
  return Buffer.concat([MAGIC, iv, cipher.getAuthTag(), body]);
}

/** The file's application, or undefined when it is not one of ours or was changed. */
export function decodeApplicationFile(file: Buffer): FileContent | undefined {
  if (file.length < MAGIC.length + 28 || !file.subarray(0, MAGIC.length).equals(MAGIC)) return undefined;
  try {
    const at = MAGIC.length;
    const decipher = createDecipheriv('aes-256-gcm', KEY, file.subarray(at, at + 12));
    decipher.setAuthTag(file.subarray(at + 12, at + 28));
    const text = Buffer.concat([decipher.update(file.subarray(at + 28)), decipher.final()]).toString('utf8');
    const content = JSON.parse(text) as FileContent;
    return content.v === 1 && /^AA[A-Z0-9]{8}$/.test(content.applicationId) ? content : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A new application prefilled from a previous one: every page to be confirmed again with Next, no
 * photo, no signature, a new security question; `dropTravel` leaves out the U.S. travel plans (the
 * Travel page), as CEAC's "Create a New Application" from a submitted one does.
 */
export function prefilledCopy(
  from: { pages: Record<string, PageRecord> },
  applicationId: string,
  location: string,
  now: number,
  dropTravel: boolean,
): ApplicationRecord {
  const pages: Record<string, PageRecord> = {};
  for (const [node, page] of Object.entries(from.pages)) {
    if (dropTravel && node === 'Travel') continue;
    pages[node] = { values: { ...page.values }, savedAt: now, completed: false };
  }
  return { applicationId, location, createdAt: now, pages, events: [] };
}

/** The panel a page shows after Save: the application file, or back to the application. */
export function savePanel(): string {
  return `<div id="${FILE_IDS.savePanel}" class="modal">
<p>Your application has been saved. You may also save it to a file on your computer; do not do so on a shared computer.</p>
<a id="${FILE_IDS.saveLink}" href="${FILE_PATHS.save}">SAVE APPLICATION FILE</a>
<a id="${FILE_IDS.continueLink}" href="#" onclick="document.getElementById('${FILE_IDS.savePanel}').style.display='none';return false;">CONTINUE APPLICATION</a>
</div>`;
}

export interface FileContext {
  store: ApplicationStore;
  now(): number;
  requireApplication(req: Request, res: Response): { s: Session; rec: ApplicationRecord } | undefined;
  /** The live session of the request (none: the start page). */
  session(req: Request, res: Response): Session | undefined;
  newApplicationId(): string;
  /** Binds the session to the application, and to the tab that opens its next page. */
  adopt(s: Session, applicationId: string): void;
  /** Where the application stands now. */
  resumePath(rec: ApplicationRecord): string;
}

function uploadPage(message?: string): string {
  return layout(
    'Nonimmigrant Visa - Upload an Application',
    `<h1>Upload an Application</h1>
${message ? `<div id="${FILE_IDS.summary}" class="error-message"><span>Please correct all areas in error</span><ul><li>${escapeHtml(message)}</li></ul></div>` : ''}
<p>Select the application file (.dat) you saved.</p>
<input type="file" id="${FILE_IDS.uploadFile}" name="${postName(FILE_IDS.uploadFile)}" accept=".dat" />
<input type="submit" id="${FILE_IDS.uploadButton}" name="${postName(FILE_IDS.uploadButton)}" value="Upload Application" />`,
  ).replace(
    '<form method="post" id="aspnetForm">',
    '<form method="post" id="aspnetForm" enctype="multipart/form-data">',
  );
}

export function registerApplicationFiles(app: Express, ctx: FileContext): void {
  app.get(FILE_PATHS.save, (req, res) => {
    const found = ctx.requireApplication(req, res);
    if (!found) return;
    res.setHeader('Content-Disposition', `attachment; filename="${found.rec.applicationId}.dat"`);
    res.setHeader('Cache-Control', 'no-store');
    res.type('application/octet-stream').send(encodeApplicationFile(found.rec));
  });

  /** The upload page opens from the start page (location and captcha passed). */
  function uploading(req: Request, res: Response): Session | undefined {
    const s = ctx.session(req, res);
    if (!s?.uploadAllowed) {
      res.redirect(303, '/GenNIV/Default.aspx');
      return undefined;
    }
    return s;
  }

  app.get(FILE_PATHS.upload, (req, res) => {
    if (!uploading(req, res)) return;
    res.type('html').send(uploadPage());
  });

  app.post(
    FILE_PATHS.upload,
    express.raw({ type: 'multipart/form-data', limit: '2mb' }),
    async (req, res, next) => {
      try {
        const s = uploading(req, res);
        if (!s) return;
        let file: Buffer | undefined;
        if (Buffer.isBuffer(req.body)) {
          const form = await new Response(new Uint8Array(req.body), {
            headers: { 'content-type': req.headers['content-type'] ?? '' },
          }).formData();
          const part = form.get(postName(FILE_IDS.uploadFile));
          if (part && typeof part !== 'string') file = Buffer.from(await part.arrayBuffer());
        }
        if (!file?.length)
          return void res.type('html').send(uploadPage('Application file has not been selected.'));
        const content = decodeApplicationFile(file);
        if (!content)
          return void res
            .type('html')
            .send(uploadPage('The file you uploaded is not a valid application file.'));
        const stored = ctx.store.get(content.applicationId);
        let applicationId: string;
        if (content.signed || stored?.signed) {
          // A submitted application cannot change: its file starts a new one, prefilled.
          applicationId = ctx.newApplicationId();
          while (ctx.store.get(applicationId)) applicationId = ctx.newApplicationId();
          ctx.store.create(
            prefilledCopy(content, applicationId, s.location ?? content.location, ctx.now(), false),
          );
        } else {
          // The file's application as it was saved (after 30 days too), under its own ID.
          applicationId = content.applicationId;
          const restored: ApplicationRecord = {
            applicationId,
            location: content.location,
            createdAt: ctx.now(),
            securityQuestion: content.securityQuestion,
            securityAnswer: content.securityAnswer,
            pages: content.pages,
            events: stored?.events ?? [],
          };
          if (stored) ctx.store.update(applicationId, (r) => Object.assign(r, restored));
          else ctx.store.create(restored);
        }
        s.uploadAllowed = false;
        ctx.adopt(s, applicationId);
        res.redirect(303, ctx.resumePath(ctx.store.get(applicationId)!));
      } catch (error) {
        next(error);
      }
    },
  );
}
